import type {MouseEvent, ReactNode} from 'react';
import CloseButton from '@theme-original/AnnouncementBar/CloseButton';
import type CloseButtonType from '@theme/AnnouncementBar/CloseButton';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CloseButtonType>;

/** What follows the bar in reading order: the navbar's first control shown (the menu button on a phone, else the brand). */
const nextAfterBar = () =>
  [...document.querySelectorAll<HTMLElement>('.navbar a[href], .navbar button')].find(
    (control) => control.getClientRects().length > 0,
  );

/**
 * Closing removes the bar with its focused button, and the browser dropped focus to <body>: a keyboard or
 * screen reader user started again at the top. Focus goes on where the bar was, before it closes.
 */
export default function CloseButtonWrapper({onClick, ...props}: Props): ReactNode {
  const close = (event: MouseEvent<HTMLButtonElement>) => {
    if (document.activeElement === event.currentTarget) nextAfterBar()?.focus();
    onClick?.(event);
  };
  return <CloseButton {...props} onClick={close} />;
}
