import {useEffect, type ReactNode} from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof LayoutType>;

// The theme's mobile menu closes only by a click (its close button, the
// backdrop, a link). Escape closes it too, and focus goes back to the button
// that opened it, as a keyboard reader expects of a panel over the page.
export default function MobileSidebarLayoutWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // The search modal, open over the menu, handles its own Escape.
      if (event.key !== 'Escape' || document.querySelector('.DocSearch-Modal')) return;
      toggle();
      document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);
  return <Layout {...props} />;
}
