import {useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {aiAssistant} from '@site/src/config/site';
import maskIcon from '@site/src/components/MaskIcon';
import styles from './styles.module.css';

const tooltipId = 'ai-assistant-tooltip';
const AssistantIcon = maskIcon('assistant');

/**
 * Escape hides the tooltip while the pointer or focus is on the link, without
 * moving either (WCAG 1.4.13); it shows again once both have left.
 */
function useEscapeToDismiss() {
  const dock = useRef<HTMLDivElement>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const element = dock.current;
      if (
        event.key === 'Escape' &&
        element &&
        (element.matches(':hover') || element.contains(document.activeElement))
      )
        setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const reset = () => setDismissed(false);
  return {ref: dock, 'data-dismissed': dismissed || undefined, onMouseLeave: reset, onBlur: reset};
}

/** The floating link to the AI assistant, shown on every page. */
export default function AiAssistantLink(): ReactNode {
  const dismissal = useEscapeToDismiss();
  const label = translate(
    {
      id: 'site.aiAssistant.label',
      message: 'Ask {name} (opens in a new tab)',
      description: 'Accessible name of the floating AI assistant link',
    },
    {name: aiAssistant.name},
  );
  return (
    <div className={styles.dock} {...dismissal}>
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
