import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

/*
 * Property developers (issue 11, system/developer): CRUD and export with
 * `system:developer:*`; website http(s) only, the logo an uploaded image only; a village
 * names its developer and shows it; deleting the developer leaves the village without one.
 */
const { t, tokens } = useTestApp({ logins: ['admin'] });

const developer = {
  companyName: 'Phongsavanh Land',
  contactName: 'Khamla',
  phone: '+856 20 5555 1234',
  website: 'https://phongsavanh.la',
  logo: '/profile/upload/2026/11/25/0f8e7d6c-1234-4abc-9def-001122334455.png',
  description: 'Builds villages around Vientiane',
};
const send = (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>) =>
  call(t.app, method, url, { token: tokens.admin, body, lang: 'en' });

describe('developers', () => {
  let developerId = 0;

  it('adds a developer, and refuses a website or logo that is not what it should be', async () => {
    expect((await send('POST', '/system/developer', developer)).body.code).toBe(200);
    const list = await call(t.app, 'GET', '/system/developer/list', {
      token: tokens.admin,
      query: { companyName: 'phong' },
    });
    const [row] = list.body.rows as { developerId: number; villageCount: number }[];
    developerId = row?.developerId ?? 0;
    expect(row).toMatchObject({ ...developer, villageCount: 0 });

    const bad = await send('POST', '/system/developer', {
      ...developer,
      website: 'javascript:alert(1)',
      logo: '../../etc/passwd',
    });
    expect(bad.body.fieldErrors).toEqual([
      { field: 'website', message: 'Enter a web address starting with http:// or https://' },
      { field: 'logo', message: 'Upload the logo as an image' },
    ]);
    const remote = await send('POST', '/system/developer', {
      ...developer,
      logo: 'https://evil.example/x.png',
    });
    expect(remote.body.fieldErrors).toEqual([{ field: 'logo', message: 'Upload the logo as an image' }]);
  });

  it('links a village to its developer, shows it, and refuses a developer that does not exist', async () => {
    const added = await send('POST', '/system/houseVillage', { name: 'Dongdok Garden', developerId });
    expect(added.body.code).toBe(200);
    const villages = await call(t.app, 'GET', '/system/houseVillage/list', {
      token: tokens.admin,
      query: { name: 'Dongdok Garden' },
    });
    const [village] = villages.body.rows as { id: number }[];
    expect(village).toMatchObject({ developerId, developerName: 'Phongsavanh Land' });
    const one = await call(t.app, 'GET', `/system/houseVillage/${village?.id}`, { token: tokens.admin });
    expect(one.body.data).toMatchObject({ developerName: 'Phongsavanh Land' });

    const unknown = await send('POST', '/system/houseVillage', {
      name: 'Ghost Village',
      developerId: 999999,
    });
    expect(unknown.body.fieldErrors).toEqual([
      { field: 'developerId', message: 'Choose a developer from the list' },
    ]);

    const developers = await call(t.app, 'GET', '/system/developer/list', { token: tokens.admin });
    expect(developers.body.rows).toEqual([expect.objectContaining({ developerId, villageCount: 1 })]);
    const options = await call(t.app, 'GET', '/system/developer/options', { token: tokens.admin });
    expect(options.body.data).toEqual([{ developerId, companyName: 'Phongsavanh Land' }]);
  });

  it('deletes a developer and leaves its villages without one; needs the permissions', async () => {
    const staff = await loginAs(t.app, 'staff', 'staff123');
    expect((await call(t.app, 'GET', '/system/developer/list', { token: staff })).body.code).toBe(403);
    expect(
      (await call(t.app, 'DELETE', `/system/developer/${developerId}`, { token: staff })).body.code,
    ).toBe(403);
    expect(
      (await call(t.app, 'DELETE', `/system/developer/${developerId}`, { token: tokens.admin })).body.code,
    ).toBe(200);
    const villages = await call(t.app, 'GET', '/system/houseVillage/list', {
      token: tokens.admin,
      query: { name: 'Dongdok Garden' },
    });
    expect(villages.body.rows).toEqual([expect.objectContaining({ developerId: null, developerName: null })]);
  });
});
