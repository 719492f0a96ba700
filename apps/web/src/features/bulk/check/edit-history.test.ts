import { describe, expect, it } from 'vitest';
import {
  EMPTY_HISTORY,
  recordEdit,
  redoEdit,
  undoEdit,
  withoutRow,
  type CellEdit,
} from './edit-history';

const edit = (index: number, before: string, after: string): CellEdit => ({
  index,
  column: 'serialNumber',
  before,
  after,
});

describe('the edit history of bulk step 3', () => {
  it('takes a cell’s typing back as one step, then gives it again', () => {
    let history = recordEdit(EMPTY_HISTORY, edit(0, '12', '123'));
    history = recordEdit(history, edit(0, '123', '1234'));
    expect(history.past).toEqual([edit(0, '12', '1234')]);

    const undone = undoEdit(history);
    expect(undone?.edit).toEqual(edit(0, '12', '1234'));
    const redone = redoEdit(undone?.history ?? EMPTY_HISTORY);
    expect(redone?.edit).toEqual(edit(0, '12', '1234'));
    expect(redone?.history).toEqual(history);
  });

  it('keeps edits of other cells apart, and forgets the redo on a new edit', () => {
    let history = recordEdit(EMPTY_HISTORY, edit(0, 'a', 'b'));
    history = recordEdit(history, edit(1, 'c', 'd'));
    expect(history.past).toHaveLength(2);
    history = undoEdit(history)?.history ?? EMPTY_HISTORY;
    expect(history.future).toHaveLength(1);
    history = recordEdit(history, edit(0, 'b', 'e'));
    expect(history.future).toEqual([]);
    expect(undoEdit(EMPTY_HISTORY)).toBeNull();
    expect(redoEdit(history)).toBeNull();
  });

  it('drops an edit typed back to the value it started from', () => {
    let history = recordEdit(EMPTY_HISTORY, edit(0, 'a', 'ab'));
    history = recordEdit(history, edit(0, 'ab', 'a'));
    expect(history.past).toEqual([]);
  });

  it('follows the rows when one is deleted', () => {
    let history = recordEdit(EMPTY_HISTORY, edit(0, 'a', 'b'));
    history = recordEdit(history, edit(1, 'c', 'd'));
    history = recordEdit(history, edit(2, 'e', 'f'));
    expect(withoutRow(history, 1).past).toEqual([edit(0, 'a', 'b'), edit(1, 'e', 'f')]);
  });
});
