// Email over SMTP (SMTP_URL, SMTP_FROM) with nodemailer. The SMTP server's 250 after the message
// means it took responsibility for delivering it (RFC 5321 §6.1): the receipt says delivered. A
// 5xx answer is final; a 4xx or a lost connection is tried again.
import nodemailer from 'nodemailer';
import type { Channel, OutgoingMessage, SendResult } from './types';
import { PermanentFailure } from './types';

interface SmtpError extends Error {
  responseCode?: number;
}

export function emailChannel(url: string, from: string): Channel {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'email',
    async send(message: OutgoingMessage): Promise<SendResult> {
      let info: { accepted: unknown[]; rejected: unknown[]; messageId: string; response: string };
      try {
        info = await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          messageId: message.messageId,
          headers: { 'Auto-Submitted': 'auto-generated', 'X-Priority': '1' },
        });
      } catch (error) {
        const code = (error as SmtpError).responseCode;
        if (code !== undefined && code >= 500) throw new PermanentFailure((error as Error).message);
        throw error;
      }
      if (info.rejected.length > 0 || info.accepted.length === 0) {
        throw new PermanentFailure(`The mail server refused the address: ${info.response}`);
      }
      return { status: 'delivered', providerId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}
