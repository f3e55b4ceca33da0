// The shape of one language's reply texts. Every language says the same things (en.ts is the
// reference); none suggests confronting, facing or challenging the abuser. Numbers stay in Latin
// digits so the client can isolate them left-to-right inside right-to-left text.
import type { Intent } from '../intents';
import type { ScamReason } from '../../../common/companion';

export type AssistantTopic = 'follow' | 'date' | 'home' | 'night' | 'online';

export interface ReplyTexts {
  /** Before the first calm message's reply. */
  greeting: string;
  /** The companion's risk sentence (high: emergency numbers and crisis lines). */
  companion: { high: string; medium: string; low: string };
  /** One sentence per recognised request or feeling. */
  intents: Record<Intent, string>;
  assistant: {
    /** A high-risk question: emergency services now, whatever the topic. */
    high: string;
    topics: Record<AssistantTopic, string>;
    /** No topic recognised. */
    general: string;
    /** Added after the advice when the question has medium-risk words. */
    mediumSuffix: string;
  };
  /** The safety check's result (high without a scam pattern is `assistant.high`). */
  safety: {
    low: string;
    medium: string;
    /** A scam pattern matched: `{reason}` is one of `reasons` or `phrase`. */
    scam: string;
    reasons: Record<ScamReason, string>;
    /** `{phrase}` is the matched phrase as the message wrote it, in any of the 12 languages. */
    phrase: string;
  };
}
