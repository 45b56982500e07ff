import { type KeyboardEvent, useRef, useState, useSyncExternalStore } from 'react';
import { OUTCOMES, type Outcome } from './landing-content';

// spec A §2: tabs on large screens, an accordion on small ones; the shell's breakpoint is 1024 px too.
const WIDE_SCREEN = '(min-width: 1025px)';

const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isWideScreen = () => window.matchMedia(WIDE_SCREEN).matches;

const OutcomeBody = ({ outcome }: { outcome: Outcome }) => (
  <>
    <p>{outcome.summary}</p>
    <ul className="landing-checklist">
      {outcome.points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  </>
);

// WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs.
const OutcomeTabs = () => {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + OUTCOMES.length) % OUTCOMES.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: OUTCOMES.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="landing-tabs">
      <div role="tablist" aria-label="Business outcomes" className="landing-tablist" onKeyDown={onKeyDown}>
        {OUTCOMES.map((outcome, index) => (
          <button
            key={outcome.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`outcome-tab-${outcome.id}`}
            aria-selected={index === selected}
            aria-controls={`outcome-panel-${outcome.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {outcome.title}
          </button>
        ))}
      </div>
      {OUTCOMES.map((outcome, index) => (
        <div
          key={outcome.id}
          role="tabpanel"
          id={`outcome-panel-${outcome.id}`}
          aria-labelledby={`outcome-tab-${outcome.id}`}
          hidden={index !== selected}
          className="landing-tabpanel"
        >
          <h3>{outcome.title}</h3>
          <OutcomeBody outcome={outcome} />
        </div>
      ))}
    </div>
  );
};

const OutcomeAccordion = () => (
  <div className="landing-accordion">
    {OUTCOMES.map((outcome, index) => (
      // `name` makes the details exclusive: opening one closes the others.
      <details key={outcome.id} name="business-outcomes" open={index === 0}>
        <summary>{outcome.title}</summary>
        <div className="landing-accordion-body">
          <OutcomeBody outcome={outcome} />
        </div>
      </details>
    ))}
  </div>
);

export const BusinessOutcomes = () => {
  const isWide = useSyncExternalStore(subscribeToWidth, isWideScreen);
  return isWide ? <OutcomeTabs /> : <OutcomeAccordion />;
};
