import { describe, expect, it } from 'vitest';
import { assessRisk } from './riskLevel';

describe('risk level by keywords', () => {
  it('is high for any high keyword, even with medium ones', () => {
    expect(assessRisk('He said he would kill me')).toBe('high');
    expect(assessRisk('I want to END IT ALL')).toBe('high');
    expect(assessRisk("I'm scared, he has a weapon")).toBe('high');
    expect(assessRisk('This is an emergency')).toBe('high');
  });

  it('is medium for medium keywords only', () => {
    expect(assessRisk('I feel trapped at home')).toBe('medium');
    expect(assessRisk('He hurt me yesterday')).toBe('medium');
    expect(assessRisk('verbal abuse')).toBe('medium');
  });

  it('is low otherwise, and whole words only', () => {
    expect(assessRisk('')).toBe('low');
    expect(assessRisk('I started a diet and learned a new skill')).toBe('low');
    expect(assessRisk('everything is calm today')).toBe('low');
  });

  it('reads the UI language’s words, right-to-left ones included', () => {
    expect(assessRisk('أنا خائفة منه', 'ar')).toBe('medium');
    expect(assessRisk('معه سكين', 'ar')).toBe('high');
    expect(assessRisk('میخوام بمیرم', 'fa')).toBe('high');
    expect(assessRisk('وہ مجھے دھمکی دیتا ہے', 'ur')).toBe('medium');
    expect(assessRisk('Ich habe Angst', 'de')).toBe('medium');
    expect(assessRisk('Kendimi öldürmek istiyorum', 'tr')).toBe('high');
  });

  it('keeps the English spec words in every language, and "die" only outside German', () => {
    expect(assessRisk('he hurt me', 'es')).toBe('medium');
    expect(assessRisk('Die Tür ist zu', 'de')).toBe('low');
  });
});
