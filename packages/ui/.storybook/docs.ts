/**
 * Docs pages render TSDoc as Markdown, where a bare `@example <Button>…</Button>` becomes a
 * stray "@example" and live (unstyled) HTML. Every `@example` block becomes an "Example"
 * heading and a ```tsx code block (blocks already fenced in the TSDoc keep their fence).
 */
export function examplesAsCode(description: string): string {
  return description.replace(
    /(^|\n)@example[ \t]*([\s\S]*?)(?=\n@[a-zA-Z]|$)/g,
    (_match, start: string, body: string) => {
      const code = body.trim();
      const block = code.startsWith('```') ? code : `\`\`\`tsx\n${code}\n\`\`\``;
      return `${start}**Example**\n\n${block}\n`;
    },
  );
}
