import { describe, expect, it } from 'vitest';
import { mayCall } from './may-call.ts';

describe('the back office gates by procedure', () => {
  // The table is generated from the router at every test start, so comparing it with the router here could
  // not fail; these read it through real procedures whose access the permission matrix test pins.
  it('lets through whoever the procedure lets through', () => {
    expect(mayCall({ 'maps-edit': true }, 'maps.update')).toBe(true);
    expect(mayCall({ 'maps-create': true }, 'maps.update')).toBe(false);
    expect(mayCall({}, 'maps.list')).toBe(true);
    expect(mayCall(null, 'maps.list')).toBe(false);
    expect(mayCall(null, 'public.categories')).toBe(true);
    expect(mayCall({ 'roles-edit': true }, 'roles.history')).toBe(true);
  });
});
