/**
 * The product's mark (web/public/favicon.svg) drawn in the page: an image of it would be a request
 * of its own on every cold load, revalidated each time (decision 024).
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#4f46e5" />
      <path d="M7 10.5A2.5 2.5 0 0 1 9.5 8h13a2.5 2.5 0 0 1 2.5 2.5v9a2.5 2.5 0 0 1-2.5 2.5H14l-5 4v-4h.5A2.5 2.5 0 0 1 7 19.5z" fill="#fff" />
    </svg>
  );
}
