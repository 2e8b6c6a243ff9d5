/** A season's agreement text: plain text, its line breaks kept. */
export function AgreementText({ content }: { content: string }) {
  return (
    <div className="agreement__text" aria-label="서약서 내용" role="document">
      {content}
    </div>
  );
}
