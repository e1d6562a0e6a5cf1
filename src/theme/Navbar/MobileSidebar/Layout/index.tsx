import {useEffect, type ReactNode} from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof LayoutType>;

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * What Tab can reach in the open menu: what is on the panel now. The theme keeps
 * the panel it slid away (main menu or docs sidebar) in the page beside it, and
 * a hidden sidebar item in it with no box.
 */
function reachable(panel: HTMLElement): HTMLElement[] {
  const box = panel.getBoundingClientRect();
  return [...panel.querySelectorAll<HTMLElement>(focusable)].filter((element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && rect.right > box.left && rect.left < box.right;
  });
}

// The theme's mobile menu covers the page but closes only by a click (its close
// button, the backdrop, a link), and Tab went on to the page behind it or to the
// panel slid out of view. While it is open, Tab and Shift+Tab go round what the
// panel shows (from the button that opened it they go in), and Escape closes it
// and puts focus back on that button.
export default function MobileSidebarLayoutWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // The search modal, open over the menu, handles its own keys.
      if (document.querySelector('.DocSearch-Modal')) return;
      if (event.key === 'Escape') {
        toggle();
        document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
        return;
      }
      const panel = document.querySelector<HTMLElement>('.navbar-sidebar');
      if (event.key !== 'Tab' || !panel) return;
      const items = reachable(panel);
      if (items.length === 0) return;
      // Each Tab is taken here: in the theme's order the next element is often on the panel slid away.
      const at = items.indexOf(document.activeElement as HTMLElement);
      const step = event.shiftKey ? -1 : 1;
      const next =
        at === -1 ? (event.shiftKey ? items.length - 1 : 0) : (at + step + items.length) % items.length;
      event.preventDefault();
      items[next]!.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);
  return <Layout {...props} />;
}
