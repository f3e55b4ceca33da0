import { Fragment } from 'react';

/**
 * Shows a translated sentence with every phone number or code in it isolated left to right, so
 * that in Arabic, Persian or Urdu "0808 2000 247" is not shown as "247 2000 0808" and "123#" not as
 * "#123". A wrong-looking number is a wrong number dialled.
 */
const NUMBER_RUN = /(\+?[0-9#][0-9#\s\-–]*[0-9#]|[0-9])/g;

export function splitNumbers(text: string): { text: string; number: boolean }[] {
  return text
    .split(NUMBER_RUN)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, number: /^[+0-9#]/.test(part) && /[0-9]/.test(part) }));
}

export function LtrNumbers({ text }: { text: string }) {
  return (
    <>
      {splitNumbers(text).map((part, index) =>
        part.number ? (
          <bdi key={index} dir="ltr">
            {part.text}
          </bdi>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
