/**
 * A lucide icon drawn inline (24×24, stroke 2), for code on a page's first
 * visit, where lucide-react's runtime would weigh more than the icon.
 */
export function InlineIcon({ paths, className }: { paths: readonly string[]; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
