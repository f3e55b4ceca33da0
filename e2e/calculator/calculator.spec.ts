import { expect, test } from '@playwright/test';
import { ALL_KEY_NAMES, Calculator } from '../support/calculator';

let calc: Calculator;

test.beforeEach(async ({ page }) => {
  calc = new Calculator(page);
  await calc.goto('/');
});

test.describe('clicking the keys', () => {
  test('starts at 0 and the page is titled Calculator', async ({ page }) => {
    await calc.expectDisplay('0');
    await expect(page).toHaveTitle('Calculator');
  });

  test('12 + 7 = gives 19', async () => {
    await calc.type('12+7');
    await calc.expectDisplay('7');
    await calc.type('=');
    await calc.expectDisplay('19');
  });

  test('0.1 + 0.2 = gives exactly 0.3', async () => {
    await calc.type('0.1+0.2=');
    await calc.expectDisplay('0.3');
  });

  test('1 ÷ 3 × 3 = gives 1', async () => {
    await calc.type('1÷3×3=');
    await calc.expectDisplay('1');
  });

  test('5 ÷ 0 = shows Error, and the next digit starts afresh', async () => {
    await calc.type('5÷0=');
    await calc.expectDisplay('Error');
    await calc.type('7');
    await calc.expectDisplay('7');
    await calc.type('+1=');
    await calc.expectDisplay('8');
  });

  test('C clears the display and the pending operation', async () => {
    await calc.type('123');
    await calc.expectDisplay('123');
    await calc.type('C');
    await calc.expectDisplay('0');
    await calc.type('5+3C2=');
    await calc.expectDisplay('2');
  });

  test('± negates and % divides by 100 (or takes a percentage of the first operand)', async () => {
    await calc.type('5±');
    await calc.expectDisplay('-5');
    await calc.type('±');
    await calc.expectDisplay('5');
    await calc.type('0%');
    await calc.expectDisplay('0.5');
    await calc.type('C200+10%');
    await calc.expectDisplay('20');
    await calc.type('=');
    await calc.expectDisplay('220');
  });

  test('an operator after another computes the pending one: 2 + 3 × shows 5', async () => {
    await calc.type('2+3×');
    await calc.expectDisplay('5');
    await calc.type('4=');
    await calc.expectDisplay('20');
  });

  test('the decimal point is added only once, and starts "0." after an operator', async () => {
    await calc.type('1..5.');
    await calc.expectDisplay('1.5');
    await calc.type('+.');
    await calc.expectDisplay('0.');
    await calc.type('5=');
    await calc.expectDisplay('2');
  });
});

test.describe('the physical keyboard', () => {
  test('digits, + and Enter: 12 + 7 gives 19', async ({ page }) => {
    await page.keyboard.type('12+7');
    await calc.expectDisplay('7');
    await page.keyboard.press('Enter');
    await calc.expectDisplay('19');
  });

  test('- * / and = work', async ({ page }) => {
    await page.keyboard.type('9-4=');
    await calc.expectDisplay('5');
    await page.keyboard.type('*6=');
    await calc.expectDisplay('30');
    await page.keyboard.type('/4=');
    await calc.expectDisplay('7.5');
  });

  test('Escape clears and Backspace drops the last digit', async ({ page }) => {
    await page.keyboard.type('123');
    await page.keyboard.press('Backspace');
    await calc.expectDisplay('12');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await calc.expectDisplay('0');
    await page.keyboard.type('8+1');
    await page.keyboard.press('Escape');
    await calc.expectDisplay('0');
    await page.keyboard.press('Enter');
    await calc.expectDisplay('0');
  });

  test('Enter after clicking a key does not press that key again', async ({ page }) => {
    await calc.type('2+3');
    await page.keyboard.press('Enter');
    await calc.expectDisplay('5');
  });
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every key is at least 44 × 44 px and nothing scrolls sideways', async ({ page }) => {
    for (const name of ALL_KEY_NAMES) {
      const key = calc.key(name);
      await expect(key, `${name} key`).toBeVisible();
      const box = await key.boundingBox();
      expect(box, `${name} key box`).not.toBeNull();
      expect(box!.width, `${name} key width`).toBeGreaterThanOrEqual(44);
      expect(box!.height, `${name} key height`).toBeGreaterThanOrEqual(44);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('tapping keys works', async () => {
    await calc.key('9').tap();
    await calc.key('Multiply').tap();
    await calc.key('9').tap();
    await calc.key('Equals').tap();
    await calc.expectDisplay('81');
  });
});

test('repeated × = stays responsive: the kept precision is bounded', async ({ page }) => {
  await calc.type('1.0000001');
  // Exactly, 20 squarings would be a number of over a million digits.
  for (let i = 0; i < 20; i++) await page.keyboard.type('*=');
  await expect(calc.display).toHaveText(/^1\.1105\d+$/);
  await calc.type('C2+2=');
  await calc.expectDisplay('4');
});

test('a new user sees "Powered by" and the hint "Need a hand? Try 77777"', async ({ page }) => {
  await expect(page.getByText('Need a hand? Try 77777')).toBeVisible();
  await expect(page.getByText(/Powered by/)).toBeVisible();
});
