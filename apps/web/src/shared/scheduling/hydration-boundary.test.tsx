import { waitFor } from '@testing-library/react';
import { useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrateAsBrowser, hydratingAsBrowser } from '../../test/hydrate-as-browser';
import { HydrationBoundary } from './hydration-boundary';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const id = useId();
  return (
    <button type="button" id={id} onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <div>
      <HydrationBoundary>
        <Counter name="header" />
      </HydrationBoundary>
      <HydrationBoundary>
        <Counter name="main" />
      </HydrationBoundary>
    </div>
  );
}

describe('hydrateInParts', () => {
  hydratingAsBrowser();

  it('keeps the server markup, hydrates every part and says when all are done', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const [header, main] = container.querySelectorAll('button');
    if (header === undefined || main === undefined) throw new Error('no server markup');

    await hydrateAsBrowser(container, <Page />);
    header.click();
    main.click();
    await waitFor(() => expect(main.textContent).toBe('main 1'));
    expect(header.textContent).toBe('header 1');
    // The same elements as the server's, with the server's ids: nothing was rendered afresh.
    expect(container.querySelectorAll('button')[0]).toBe(header);
    expect(container.querySelectorAll('button')[1]).toBe(main);
  });

  it('lets a tap on a part not yet hydrated through: React hydrates it and replays the tap', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const header = container.querySelector('button');
    if (header === null) throw new Error('no server markup');
    const hydrated = hydrateAsBrowser(container, <Page />);
    // Before any of React's work has run.
    header.click();
    await hydrated;
    await waitFor(() => expect(header.textContent).toBe('header 1'));
  });
});
