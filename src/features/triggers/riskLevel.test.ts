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
});
