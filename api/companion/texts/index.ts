// The reply texts by language (one file each, en.ts the reference).
import type { CompanionLanguage } from '../../../common/companion';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fa } from './fa';
import { fr } from './fr';
import { it } from './it';
import { ku } from './ku';
import { nl } from './nl';
import { pt } from './pt';
import { tr } from './tr';
import type { ReplyTexts } from './types';
import { ur } from './ur';

export type { AssistantTopic, ReplyTexts } from './types';

export const REPLY_TEXTS: Readonly<Record<CompanionLanguage, ReplyTexts>> = {
  ar,
  de,
  en,
  es,
  fa,
  fr,
  it,
  ku,
  nl,
  pt,
  tr,
  ur,
};
