import { LANGUAGES } from '../i18n/languages';
import { FOLLOW_LANGUAGES, RIGHT_TO_LEFT, directionOf, pickLanguage } from './language';
import { tokenFromPath } from './token';
import { mountView } from './view';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_x';

describe('the contact page’s language', () => {
  it('has the app’s 12 languages and directions', () => {
    expect([...FOLLOW_LANGUAGES]).toEqual(LANGUAGES.map((l) => l.code));
    for (const { code, dir } of LANGUAGES) expect(directionOf(code), code).toBe(dir);
    expect(RIGHT_TO_LEFT).toEqual(['ar', 'fa', 'ur']);
  });

  it('is the first of the 12 the browser names, else English', () => {
    expect(pickLanguage(['ar-EG', 'en-GB'])).toBe('ar');
    expect(pickLanguage(['ja-JP', 'zh', 'pt-BR', 'de'])).toBe('pt');
    expect(pickLanguage(['FA_ir'])).toBe('fa');
    expect(pickLanguage(['kmr'])).toBe('ku');
    expect(pickLanguage(['ja', 'ko'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});

describe('tokenFromPath', () => {
  it('reads a whole 43-character token', () => {
    expect(tokenFromPath(`/follow/${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromPath(`/follow/${TOKEN}/`)).toBe(TOKEN);
  });

  it('has none for a missing, cut or foreign one', () => {
    for (const path of [
      '/follow/',
      '/follow',
      `/follow/${TOKEN.slice(0, 30)}`,
      `/follow/${TOKEN}x`,
      `/follow/${TOKEN.slice(0, 42)}=`,
      `/follow/${TOKEN}/more`,
      `/other/${TOKEN}`,
    ])
      expect(tokenFromPath(path), path).toBeNull();
  });
});

describe('mountView', () => {
  const t = (key: string) => `«${key}»`;
  const mount = () => {
    const root = document.createElement('main');
    document.body.replaceChildren(root);
    const actions = { turnOn: vi.fn(), turnOff: vi.fn() };
    const view = mountView(root, t, actions);
    const button = (name: string) =>
      [...root.querySelectorAll('button')].find((b) => b.textContent === name)!;
    return { root, view, actions, on: button('«turnOn»'), off: button('«turnOff»') };
  };
  const statusText = (root: HTMLElement) => root.querySelector('[role="status"]')?.textContent;

  it('shows the heading, the explanation and the button to turn notifications on', () => {
    const { root, view, on, off, actions } = mount();
    view.show('idle', false);
    expect(document.title).toBe('«heading»');
    expect(root.querySelector('h1')?.textContent).toBe('«heading»');
    expect(root.textContent).toContain('«intro»');
    expect(on.hidden).toBe(false);
    expect(off.hidden).toBe(true);
    on.click();
    expect(actions.turnOn).toHaveBeenCalledOnce();
  });

  it('offers to turn them off once on, and ignores clicks while working', () => {
    const { root, view, on, off, actions } = mount();
    view.show('working', false);
    expect(statusText(root)).toBe('«status.working»');
    on.click();
    expect(actions.turnOn).not.toHaveBeenCalled();
    on.focus();
    view.show('on', true);
    expect(statusText(root)).toBe('«status.on»');
    expect(on.hidden).toBe(true);
    expect(off.hidden).toBe(false);
    expect(document.activeElement).toBe(off); // the focus follows the button that replaced it
    off.click();
    expect(actions.turnOff).toHaveBeenCalledOnce();
  });

  it('says an incomplete link is not complete, with no button', () => {
    const { root, view, on, off } = mount();
    view.show('incomplete', false);
    expect(statusText(root)).toBe('«status.incomplete»«status.incompleteHelp»');
    expect(on.hidden && off.hidden).toBe(true);
  });

  it('keeps the button after a refusal, a network error or a failure', () => {
    for (const state of ['denied', 'dismissed', 'network', 'failed'] as const) {
      const { root, view, on } = mount();
      view.show(state, false);
      expect(statusText(root)).toBe(`«status.${state}»`);
      expect(on.hidden, state).toBe(false);
    }
    const { view, off } = mount();
    view.show('network', true);
    expect(off.hidden).toBe(false);
  });
});
