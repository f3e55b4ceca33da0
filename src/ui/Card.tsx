import type { ComponentPropsWithRef } from 'react';
import './card.css';

/** base: on the page's black; raised: inside a section (grey); danger: a warning's dark red. */
export type CardTone = 'base' | 'raised' | 'danger';

type CardElement = 'div' | 'li' | 'article' | 'section' | 'aside';

export type CardProps<E extends CardElement = 'div'> = ComponentPropsWithRef<E> & {
  /** The element it is: an `li` in a list, a `section` with a heading; a `div` otherwise. */
  as?: E;
  tone?: CardTone;
};

/** A rounded block; its role and name come from the element and the aria props passed in. */
export function Card<E extends CardElement = 'div'>({
  as,
  tone = 'base',
  className,
  ...props
}: CardProps<E>) {
  const Element: CardElement = as ?? 'div';
  const classes = ['ui-card', tone === 'base' ? null : `ui-card--${tone}`, className]
    .filter(Boolean)
    .join(' ');
  // One element type at a time; TypeScript cannot narrow the props' union by `as`.
  const Tag = Element as 'div';
  return <Tag className={classes} {...(props as ComponentPropsWithRef<'div'>)} />;
}
