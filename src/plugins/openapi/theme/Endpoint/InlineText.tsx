import type {ReactNode} from 'react';

/** Description text from the API description, with `code` spans kept. */
export default function InlineText({text}: {text?: string}): ReactNode {
  if (!text) return null;
  return text
    .trim()
    .split(/(`[^`]+`)/)
    .map((part, i) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={i}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}
