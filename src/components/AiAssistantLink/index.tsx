import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {aiAssistant} from '@site/src/config/site';
import styles from './styles.module.css';

const tooltipId = 'ai-assistant-tooltip';

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
        <svg
          className={styles.icon}
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
          focusable="false">
          <path
            fill="currentColor"
            d="M12 3c-4.97 0-9 3.58-9 8 0 2.2 1 4.2 2.63 5.64L5 21l4.36-2.18c.84.2 1.72.3 2.64.3 4.97 0 9-3.58 9-8s-4.03-8-9-8Zm-4 9.25a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Zm4 0a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Zm4 0a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Z"
          />
        </svg>
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
