/** A code (UN/LOCODE, IMO number, voyage): its characters keep their left-to-right order in Arabic. */
export function CodeText({ value }: { value: string | number | null | undefined }) {
  return <span className="code-text">{value ?? ''}</span>;
}
