import {useEffect, useRef, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

// Docusaurus's inline head script hides the bar when the last one was
// dismissed, without looking at the id; React then decides the bar is active
// (the id changed) but the CSS keeps hiding it. Clear the flag when active.
const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

/** What follows the bar in reading order: the navbar's first control shown (the menu button on a phone, else the brand). */
const nextAfterBar = () =>
  [...document.querySelectorAll<HTMLElement>('.navbar a[href], .navbar button')].find(
    (control) => control.getClientRects().length > 0,
  );

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  const wasActive = useRef(isActive);
  // Whether the reader's focus was last inside the bar: on its Close button, when they close it.
  const focusInBar = useRef(false);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      focusInBar.current =
        event.target instanceof Element && event.target.closest('.theme-announcement-bar') !== null;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
    const justClosed = wasActive.current && !isActive;
    wasActive.current = isActive;
    // Closing removes the focused Close button, and the browser drops focus to <body>: a keyboard or
    // screen reader user would start again at the top. Go on where the bar was instead. A bar found
    // dismissed in storage turns inactive after hydration too, with focus never in it: nothing moves.
    if (justClosed && focusInBar.current && document.activeElement === document.body) nextAfterBar()?.focus();
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
