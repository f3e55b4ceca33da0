// Test peer: an in-process SMTP server (smtp-server) that receives real mail, parses it with
// mailparser and records it, for the unit, fault and benchmark tests of alert delivery by e-mail.
// It refuses what a strict relay would: bad credentials (535), mail without the From, Date or
// Message-ID header (550) and oversized mail (552); with `failRate` it answers DATA with 451.
import { simpleParser } from 'mailparser';
import type { Headers, ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { DEFAULT_WAIT_MS, WaitList, checkRate } from './peerSupport.test-support';
import type { Refusal } from './peerSupport.test-support';

const MAX_MAIL_BYTES = 10 * 1024 * 1024;

export interface ReceivedMail {
  /** Envelope sender (MAIL FROM); '' for the null sender. The From header is in `headers`. */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  /** Parsed by mailparser, keyed by lower-case name. */
  headers: Headers;
  /** The message as it came over DATA. */
  raw: string;
  acceptedAt: number;
}

export interface SmtpSinkOptions {
  /** Probability in [0, 1] that a mail is answered 451 and not recorded. */
  failRate?: number;
  random?: () => number;
  /** When set, AUTH PLAIN/LOGIN with these credentials is required before MAIL FROM. */
  auth?: { user: string; pass: string };
}

export interface SmtpSink {
  /** A nodemailer transport URL: smtp://[user:pass@]127.0.0.1:PORT (plain text, no STARTTLS). */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly mails: ReceivedMail[];
  /** Mails answered 451 by the injected failure rate. */
  readonly failures: number;
  /** Mails and logins refused for breaking the protocol. */
  readonly refused: Refusal[];
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  setFailRate(rate: number): void;
  close(): Promise<void>;
}

class SmtpReply extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

async function readStream(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  let failRate = checkRate(options.failRate ?? 0);
  const random = options.random ?? Math.random;
  const auth = options.auth;
  const received = new WaitList<ReceivedMail>('mail');
  const refused: Refusal[] = [];
  let failures = 0;

  const refuse = (status: number, reason: string): SmtpReply => {
    refused.push({ status, reason, at: Date.now() });
    return new SmtpReply(status, reason);
  };

  async function accept(raw: Buffer, session: SMTPServerSession): Promise<ReceivedMail> {
    let parsed: ParsedMail;
    try {
      parsed = await simpleParser(raw);
    } catch (error) {
      throw refuse(550, `5.6.0 Unparseable message: ${(error as Error).message}`);
    }
    // RFC 5322 requires From and Date; a Message-ID is what lets a test spot duplicates.
    const missing = ['from', 'date', 'message-id'].filter((name) => !parsed.headers.has(name));
    if (missing.length > 0) throw refuse(550, `5.6.0 Missing header(s): ${missing.join(', ')}`);
    const { mailFrom, rcptTo } = session.envelope;
    return {
      from: mailFrom === false ? '' : mailFrom.address,
      to: rcptTo.map((rcpt) => rcpt.address),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: parsed.html === false ? undefined : parsed.html,
      messageId: parsed.messageId ?? '',
      headers: parsed.headers,
      raw: raw.toString('utf8'),
      acceptedAt: Date.now(),
    };
  }

  const server = new SMTPServer({
    secure: false,
    name: 'smtp-sink.test',
    logger: false,
    size: MAX_MAIL_BYTES,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    // Bounds close() when a client (a pooled transport) keeps its connection open.
    closeTimeout: 1_000,
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.pass) {
        callback(null, { user: credentials.username });
      } else {
        callback(refuse(535, '5.7.8 Authentication credentials invalid'));
      }
    },
    onData(stream, session, callback) {
      readStream(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) throw refuse(552, `5.3.4 Message over ${MAX_MAIL_BYTES} bytes`);
          const mail = await accept(raw, session);
          if (random() < failRate) {
            failures += 1;
            throw new SmtpReply(451, '4.3.0 Try again later');
          }
          received.add(mail);
          callback(null, `2.0.0 Ok: queued as ${mail.messageId}`);
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // smtp-server re-emits a client's dropped connection as 'error'; unheard, it would end the process.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;
  const host = '127.0.0.1';
  const credentials = auth
    ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@`
    : '';

  return {
    url: `smtp://${credentials}${host}:${port}`,
    host,
    port,
    mails: received.items,
    get failures() {
      return failures;
    },
    refused,
    waitFor: (predicate, timeoutMs = DEFAULT_WAIT_MS) => received.waitFor(predicate, timeoutMs),
    setFailRate(rate) {
      failRate = checkRate(rate);
    },
    close() {
      received.close();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
