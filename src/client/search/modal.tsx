/**
 * The search modal (a lazily loaded chunk): a combobox over the results, grouped by page, with the
 * matched words marked. Arrow keys move, Enter opens, Esc closes; Tab stays inside the dialog and
 * focus returns where it was. With an empty query it lists recent searches.
 */
import { searchWords } from '../../shared/search-words.ts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { CloseIcon, SearchIcon } from '../../templates/icons.tsx';
import { sharedEngine, type SearchEngine } from './engine.ts';
import { hitTitle, searchPageUrl, type SearchHit } from './hits.ts';
import { addRecent, readRecent, removeRecent, type RecentSearch } from './recent.ts';
import { FetchError, HitBody, HitGroups, NoResults, shownOf, useSearch, visibleGroups } from './search-ui.tsx';

/** What the opener drives. */
export interface SearchModalController {
  /** Opens the modal; focus goes back to `returnFocus` when it closes. */
  open(returnFocus: HTMLElement | null): void;
  close(): void;
  isOpen(): boolean;
}

const optionId = (i: number) => `search-modal-option-${i}`;
const OPEN_CLASS = 'search-modal-open';

/** Creates the modal's root (closed) and returns its controller. */
export function mountSearchModal({ manifestUrl, searchPage }: { manifestUrl: string; searchPage: string }): SearchModalController {
  const container = document.createElement('div');
  container.className = 'search-modal-root';
  document.body.append(container);
  const root = createRoot(container);
  const engine = sharedEngine(manifestUrl);
  let isOpen = false;
  let returnTo: HTMLElement | null = null;
  const close = (restoreFocus: boolean) => {
    if (!isOpen) return;
    isOpen = false;
    root.render(null);
    document.documentElement.classList.remove(OPEN_CLASS);
    if (restoreFocus && returnTo?.isConnected) returnTo.focus();
  };
  return {
    open(returnFocus) {
      if (isOpen) return;
      isOpen = true;
      returnTo = returnFocus;
      document.documentElement.classList.add(OPEN_CLASS);
      root.render(<SearchModal engine={engine} searchPage={searchPage} onClose={close} />);
    },
    close: () => close(true),
    isOpen: () => isOpen,
  };
}

/** Keeps Tab and Shift+Tab cycling through the dialog's visible controls. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  const controls = [...dialog.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]')].filter(
    (el) => el.tabIndex >= 0 && !el.hasAttribute('disabled') && el.getClientRects().length > 0,
  );
  if (!controls.length) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  const at = document.activeElement;
  if (!dialog.contains(at) || (event.shiftKey && at === first) || (!event.shiftKey && at === last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** Props of the i-th listbox option: id, role, selection and hover. */
type OptionProps = (i: number) => {
  id: string;
  role: string;
  'aria-selected': boolean;
  className: string;
  onMouseMove: () => void;
};

/** The empty query's view: the last opened results, each removable. */
function RecentList({ recent, option, onOpen, onRemove }: { recent: RecentSearch[]; option: OptionProps; onOpen: () => void; onRemove: (url: string) => void }) {
  const words = searchWords();
  if (!recent.length) return <p className="search-state search-state--idle">{words.noRecentSearches}</p>;
  return (
    <section className="search-group" aria-label="Recent searches">
      <div className="search-group__header">
        <span className="search-group__page">{words.recentSearches}</span>
      </div>
      <ul className="search-group__hits" id="search-modal-list" role="listbox" aria-label="Recent searches">
        {recent.map((r, i) => (
          <li key={r.url} {...option(i)}>
            <a href={r.url} tabIndex={-1} onClick={onOpen}>
              <span className="search-hit__title">{r.title}</span>
              <span className="search-hit__where">{r.context}</span>
            </a>
            <button type="button" className="search-hit__remove" aria-label={`Remove "${r.title}" from recent searches`} title="Remove this search from history" onClick={() => onRemove(r.url)}>
              <CloseIcon />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The keyboard hints. */
function ModalFooter() {
  const words = searchWords();
  return (
    <footer className="search-modal__footer">
      <ul className="search-modal__hints">
        <li>
          <kbd aria-label="Enter">↵</kbd> <span>{words.toSelect}</span>
        </li>
        <li>
          <kbd aria-label="Arrow down">↓</kbd>
          <kbd aria-label="Arrow up">↑</kbd> <span>{words.toNavigate}</span>
        </li>
        <li>
          <kbd aria-label="Escape">esc</kbd> <span>{words.toClose}</span>
        </li>
      </ul>
    </footer>
  );
}

interface ModalProps {
  engine: SearchEngine;
  searchPage: string;
  onClose: (restoreFocus: boolean) => void;
}

/** Pages of results the modal lists ("See all results" leads to the rest). */
const MODAL_PAGES = 8;

function SearchModal({ engine, searchPage, onClose }: ModalProps) {
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<RecentSearch[]>(readRecent);
  const [active, setActive] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const state = useSearch(engine, query, MODAL_PAGES);
  const q = query.trim();

  const groups = visibleGroups(shownOf(state).hits, MODAL_PAGES, 5);
  const count = q ? groups.reduce((n, g) => n + g.hits.length, 0) : recent.length;
  const at = Math.min(active, Math.max(count - 1, 0));

  useEffect(() => {
    engine.warm();
  }, [engine]);
  useEffect(() => {
    setActive(0);
  }, [q, state.kind]);
  // A block body on purpose: scrollIntoView returns a promise in recent browsers, and an effect may only return a cleanup.
  useEffect(() => {
    document.getElementById(optionId(at))?.scrollIntoView({ block: 'nearest' });
  }, [at]);

  // Closing after the click has run its course lets the link navigate (and any router see it) first.
  const leave = () => setTimeout(() => onClose(false));
  const openHit = (hit: SearchHit) => {
    addRecent(hit, hitTitle(hit));
    leave();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab' && dialog.current) {
      trapTab(event, dialog.current);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count) {
      event.preventDefault();
      setActive((at + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' && event.target === input.current && count) {
      event.preventDefault();
      document.getElementById(optionId(at))?.querySelector('a')?.click();
    }
  };

  const option: OptionProps = (i) => ({
    id: optionId(i),
    role: 'option',
    'aria-selected': i === at,
    className: `search-hit${i === at ? ' search-hit--active' : ''}`,
    onMouseMove: () => i !== at && setActive(i),
  });

  let body;
  if (!q) body = <RecentList recent={recent} option={option} onOpen={leave} onRemove={(url) => setRecent(removeRecent(url))} />;
  else if (state.kind === 'error') body = <FetchError />;
  else if (state.kind === 'empty') body = <NoResults engine={engine} query={q} onSuggestion={(s) => (setQuery(s), input.current?.focus())} />;
  else if (count) {
    body = (
      <>
        <div id="search-modal-list" role="listbox" aria-label="Search results" data-source={state.kind === 'results' ? state.source : undefined}>
          <HitGroups
            groups={groups}
            renderHit={(hit, i) => (
              <li key={hit.url} {...option(i)}>
                <a href={hit.url} tabIndex={-1} onClick={() => openHit(hit)}>
                  <HitBody hit={hit} />
                </a>
              </li>
            )}
          />
        </div>
        <a className="search-modal__all" href={searchPageUrl(searchPage, q)} onClick={leave}>
          {searchWords().seeAllResults}
        </a>
      </>
    );
  } else body = <p className="search-state search-state--loading">{searchWords().searching}</p>;

  return (
    <div className="search-modal">
      <div className="search-modal__backdrop" onMouseDown={() => onClose(true)} />
      <div className="search-modal__dialog" role="dialog" aria-modal="true" aria-label={searchWords().searchTheDocsTitle} ref={dialog} onKeyDown={onKeyDown}>
        <form className="search-modal__form" role="search" onSubmit={(e) => e.preventDefault()}>
          <label className="search-modal__icon" htmlFor="search-modal-input">
            <SearchIcon />
            <span className="visually-hidden">{searchWords().searchTheDocsTitle}</span>
          </label>
          <input
            ref={input}
            id="search-modal-input"
            className="search-modal__input"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={count > 0}
            aria-controls="search-modal-list"
            aria-activedescendant={count ? optionId(at) : undefined}
            placeholder={searchWords().searchPlaceholder}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={128}
            autoFocus
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {query ? (
            <button type="button" className="search-modal__clear" aria-label="Clear the query" onClick={() => (setQuery(''), input.current?.focus())}>
              <CloseIcon />
            </button>
          ) : null}
          <button type="button" className="search-modal__cancel" onClick={() => onClose(true)}>
            Cancel
          </button>
        </form>
        <div className="search-modal__body">{body}</div>
        <ModalFooter />
      </div>
    </div>
  );
}
