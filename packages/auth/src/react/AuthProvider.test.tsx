import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createUserStore } from '../createUserStore';
import type { StoredUser } from '../types';
import { AuthProvider } from './AuthProvider';
import { Can } from './Can';
import { usePermission } from './usePermission';
import { useUser } from './useUser';
import { useUserStore } from './useUserStore';

const ANN: StoredUser = {
  uuid: 'u1',
  accessToken: 't1',
  accessSecretKey: 's1',
  loginName: 'ann',
  permissionList: ['report:view', 'report:order'],
  reversalPermissionList: ['report:order'],
};

function Profile() {
  const user = useUser();
  const canView = usePermission('report:view');
  const canOrder = usePermission(['report:order']);
  const store = useUserStore();
  return (
    <p>{`${user?.loginName ?? 'nobody'}|view:${canView}|order:${canOrder}|store:${store !== null}`}</p>
  );
}

describe('React bindings on the server (no DOM)', () => {
  it('render without a provider as nobody', () => {
    const html = renderToString(
      <>
        <Profile />
        <Can permission="report:view" fallback={<i>locked</i>}>
          <b>open</b>
        </Can>
      </>,
    );
    expect(html).toContain('nobody|view:false|order:false|store:false');
    expect(html).toContain('<i>locked</i>');
    expect(html).not.toContain('open');
  });

  it('render the user given to the provider, with permissions and reversals', () => {
    const html = renderToString(
      <AuthProvider user={ANN}>
        <Profile />
        <Can permission="report:view">
          <b>open</b>
        </Can>
        <Can permission="report:order" fallback={<i>no orders</i>}>
          <b>order</b>
        </Can>
      </AuthProvider>,
    );
    expect(html).toContain('ann|view:true|order:false|store:true');
    expect(html).toContain('<b>open</b>');
    expect(html).toContain('<i>no orders</i>');
    expect(html).not.toContain('<b>order</b>');
  });

  it('render nobody from a store on the server: storage is read only after mount', () => {
    const store = createUserStore();
    store.save(ANN);
    const html = renderToString(
      <AuthProvider store={store}>
        <Profile />
      </AuthProvider>,
    );
    expect(html).toContain('nobody');
  });

  it('render with the default store where there is no browser', () => {
    expect(() =>
      renderToString(
        <AuthProvider>
          <Profile />
        </AuthProvider>,
      ),
    ).not.toThrow();
  });

  it('an explicit null user is nobody', () => {
    const html = renderToString(
      <AuthProvider user={null}>
        <Profile />
      </AuthProvider>,
    );
    expect(html).toContain('nobody');
  });
});
