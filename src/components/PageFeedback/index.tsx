import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {siteIdentity} from '@site/src/config/site';
import styles from './styles.module.css';

type Props = {title: string; permalink: string};

/** A new issue at the docs repository, filled in with the page and the answer. */
function feedbackUrl({title, permalink}: Props, isHelpful: boolean): string {
  const answer = isHelpful ? 'helpful' : 'not helpful';
  const params = new URLSearchParams({
    title: `Docs feedback: "${title}" was ${answer}`,
    body: `Page: ${siteIdentity.url}${permalink}\nAnswer: ${answer}\n\nWhat would make the page better?\n\n`,
  });
  return `${siteIdentity.newIssueUrl}?${params.toString()}`;
}

/**
 * "Was this page helpful?" Each answer is a plain link that opens a prefilled
 * issue in a new tab: nothing is stored, sent or loaded until it is followed.
 */
export default function PageFeedback(props: Props): ReactNode {
  const newTab = translate({id: 'theme.pageFeedback.newTab', message: '(opens a new issue in a new tab)'});
  return (
    <div className={styles.feedback} data-search-exclude>
      <p className={styles.question} id="page-feedback-question">
        <Translate id="theme.pageFeedback.question">Was this page helpful?</Translate>
      </p>
      <div className={styles.answers} role="group" aria-labelledby="page-feedback-question">
        {[true, false].map((isHelpful) => (
          <a
            key={String(isHelpful)}
            className="button button--outline button--secondary button--sm"
            href={feedbackUrl(props, isHelpful)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${isHelpful ? translate({id: 'theme.pageFeedback.yes', message: 'Yes'}) : translate({id: 'theme.pageFeedback.no', message: 'No'})} ${newTab}`}>
            {isHelpful ? (
              <Translate id="theme.pageFeedback.yes">Yes</Translate>
            ) : (
              <Translate id="theme.pageFeedback.no">No</Translate>
            )}
          </a>
        ))}
      </div>
    </div>
  );
}
