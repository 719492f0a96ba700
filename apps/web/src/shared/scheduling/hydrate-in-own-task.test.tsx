import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateInOwnTask, hydrateInTasks } from './hydrate-in-own-task';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <div>
      <HydrateInOwnTask>
        <Counter name="header" />
      </HydrateInOwnTask>
      <HydrateInOwnTask>
        <Counter name="main" />
      </HydrateInOwnTask>
    </div>
  );
}

describe('hydrateInTasks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('keeps the server markup and hydrates each part in a task of its own', async () => {
    // A controllable scheduler: each part waits for its own task.
    const tasks: (() => void)[] = [];
    vi.stubGlobal('scheduler', {
      yield: () => new Promise<void>((resolve) => tasks.push(resolve)),
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const [header, main] = container.querySelectorAll('button');
    if (header === undefined || main === undefined) throw new Error('no server markup');

    let done = false;
    const hydrated = hydrateInTasks(() => hydrateRoot(container, <Page />)).then(() => {
      done = true;
    });
    // Both parts wait, their markup in place and not yet the app's.
    expect(tasks).toHaveLength(2);
    header.click();
    expect(header.textContent).toBe('header 0');

    await act(async () => tasks.shift()?.());
    header.click();
    await act(async () => undefined);
    expect(header.textContent).toBe('header 1');
    main.click();
    await act(async () => undefined);
    expect(main.textContent).toBe('main 0');
    expect(done).toBe(false);

    await act(async () => tasks.shift()?.());
    // The last step of hydrateInTasks is one more task.
    await act(async () => tasks.shift()?.());
    await hydrated;
    main.click();
    await act(async () => undefined);
    expect(main.textContent).toBe('main 1');
    // The same elements as the server's: nothing was rendered afresh.
    expect(container.querySelectorAll('button')[0]).toBe(header);
    expect(container.querySelectorAll('button')[1]).toBe(main);
  });

  it('renders its parts at once outside hydrateInTasks', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => hydrateRoot(container, <Page />));
    expect(container.textContent).toBe('header 0main 0');
  });
});
