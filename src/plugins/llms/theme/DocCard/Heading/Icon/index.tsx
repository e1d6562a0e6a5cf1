import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Icon from '@theme-init/DocCard/Heading/Icon';
import type IconType from '@theme/DocCard/Heading/Icon';
import styles from './styles.module.css';

type Props = WrapperProps<typeof IconType>;

/**
 * A card's emoji is decoration: screen readers skip it, and `data-markdown-ignore`
 * says it is left out of the Markdown twin on purpose (the twin lists the cards
 * by title), so agents comparing the page with its twin do not count it missing.
 */
export default function DocCardHeadingIconWrapper(props: Props): ReactNode {
  return (
    <span className={styles.decoration} aria-hidden="true" data-markdown-ignore="">
      <Icon {...props} />
    </span>
  );
}
