import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {aiAssistant} from '@site/src/config/site';
import maskIcon from '@site/src/components/MaskIcon';
import styles from './styles.module.css';

const tooltipId = 'ai-assistant-tooltip';
const AssistantIcon = maskIcon('assistant');

/** The floating link to the AI assistant, shown on every page. */
export default function AiAssistantLink(): ReactNode {
  const label = translate(
    {
      id: 'site.aiAssistant.label',
      message: 'Ask {name} (opens in a new tab)',
      description: 'Accessible name of the floating AI assistant link',
    },
    {name: aiAssistant.name},
  );
  return (
    <div className={styles.dock}>
      <a
        className={styles.link}
        href={aiAssistant.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        aria-describedby={tooltipId}>
        <AssistantIcon className={styles.icon} />
      </a>
      <span id={tooltipId} role="tooltip" className={styles.tooltip}>
        {translate(
          {
            id: 'site.aiAssistant.tooltip',
            message: 'Check out {name}',
            description: 'Tooltip over the floating AI assistant link',
          },
          {name: aiAssistant.name},
        )}
      </span>
    </div>
  );
}
