import { PAGE_SIZES } from '@shared/list-query';
import { lastPage, visiblePages } from '@/lib/list-state';

/** Page numbers shown at once (spec section 9). */
const VISIBLE_PAGES = 10;

interface ListPaginatorProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** First, Previous, page numbers, Next, Last, items per page and 'showing start to end of total'. */
export function ListPaginator({ page, size, total, onPage, onSize }: ListPaginatorProps) {
  const pages = lastPage(total, size);
  const start = total ? Math.min((page - 1) * size + 1, total) : 0;
  const end = Math.min(page * size, total);
  const numbers = visiblePages(page, pages, VISIBLE_PAGES);

  const link = (label: string, target: number, disabled: boolean) => (
    <button type="button" className="p-paginator-element p-link list-paginator__text" disabled={disabled} onClick={() => onPage(target)}>
      {label}
    </button>
  );

  return (
    <nav className="p-paginator list-paginator" aria-label="Pagination">
      <span className="list-paginator__info">
        showing {start} to {end} of {total}
      </span>
      <div className="list-paginator__pages">
        {link('First', 1, page <= 1)}
        {link('Previous', page - 1, page <= 1)}
        <span className="p-paginator-pages">
          {numbers.map((n) => (
            <button
              key={n}
              type="button"
              className={`p-paginator-page p-paginator-element p-link${n === page ? ' p-highlight' : ''}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          ))}
        </span>
        {link('Next', page + 1, page >= pages)}
        {link('Last', pages, page >= pages)}
      </div>
      <label className="list-paginator__size">
        Items per page
        {/* A native select in the theme's input look: PrimeReact's Dropdown weighs about 12 KB gzip (decision 024). */}
        <select className="p-inputtext p-component list-select" value={size} onChange={(e) => onSize(Number(e.target.value))}>
          {PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
