import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Each icon: the class that draws it, and the class that sizes it where it is placed (none: the caller's). */
const icons = {
  lightMode: [styles.lightMode, styles.toggle],
  darkMode: [styles.darkMode, styles.toggle],
  systemMode: [styles.systemMode, styles.toggle],
  home: [styles.home, styles.inline],
  menu: [styles.menuIcon, styles.menuSize],
  edit: [styles.editIcon, styles.editSize],
  assistant: [styles.assistant],
  note: [styles.note, styles.admonition],
  tip: [styles.tip, styles.admonition],
  info: [styles.info, styles.admonition],
  warning: [styles.warning, styles.admonition],
  danger: [styles.danger, styles.admonition],
} as const;

/**
 * An icon painted by the stylesheet: a box of the text colour masked by the
 * icon's SVG, kept in the cached CSS. Each page's HTML then carries an empty
 * span instead of the icon's path; those paths (the colour-mode toggle's
 * three, the menu's, the breadcrumb's home, the edit link's, the assistant's,
 * the admonitions') came to 1.1-1.7 KB of every page's Brotli HTML, which a
 * phone gets in its first round trip only while the page stays under ~14 KB.
 */
export default function maskIcon(name: keyof typeof icons) {
  return function MaskIcon({className}: ComponentProps<'svg'>): ReactNode {
    return <span aria-hidden className={clsx(styles.icon, ...icons[name], className)} />;
  };
}
