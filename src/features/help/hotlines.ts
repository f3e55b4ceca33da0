/**
 * Helplines named in the Help tab (spec §9 Hotlines). Each is dialled as written here. Sources:
 * - 988 Suicide & Crisis Lifeline (US): https://988lifeline.org/
 * - National Human Trafficking Hotline (US) 1-888-373-7888: https://humantraffickinghotline.org/
 * - National Domestic Abuse Helpline (UK) 0808 2000 247: https://www.nationaldahelpline.org.uk/
 * - Samaritans (UK and Ireland) 116 123: https://www.samaritans.org/
 */
export const HOTLINES = [
  { id: 'lifeline', tel: '988' },
  { id: 'trafficking', tel: '+18883737888' },
  { id: 'ukDomesticAbuse', tel: '+448082000247' },
  { id: 'samaritans', tel: '116123' },
] as const;
