export interface ProseProps {
  paragraphs: readonly string[];
  bullets?: readonly string[] | undefined;
}

/**
 * Paragraphs followed by an optional bullet list, as content's rich text and articles hold them.
 *
 * @example <Prose paragraphs={['First.', 'Second.']} bullets={['a', 'b']} />
 */
export function Prose({ paragraphs, bullets }: ProseProps) {
  return (
    <div className="mk-prose">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {bullets && bullets.length > 0 && (
        <ul>
          {bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
