import { describe, expect, it } from 'vitest';
import { screenPaths } from '../admin-screens';
import { adminPaths } from '../router';

describe("the administrators' screens", () => {
  it('has a screen for every address the route table gives them, and no other', () => {
    expect([...screenPaths].sort()).toEqual([...adminPaths].sort());
  });
});
