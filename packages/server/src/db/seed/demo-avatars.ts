import { sql } from 'drizzle-orm';
import { loadSharp } from '../../lib/lazy-modules';
import { employeePhotoKey, type FileStorage } from '../../lib/storage/storage';
import type { Transaction } from '../client';
import { employees } from '../schema/index';

// Demo employees open with a drawn head-and-shoulders portrait rather than the default avatar: an SVG
// whose colours and hair style follow from the employee's place in the list (the same look on every
// seed), rendered to a 256 px JPEG and stored as a photo upload stores one (documents.service.ts).

const SKIN = ['#f6d7c3', '#eac09e', '#dba882', '#c68c64', '#a8724e', '#8a5a3b', '#6e4630'];
const HAIR = ['#1b1512', '#2e211a', '#4a3022', '#6b4428', '#8c6239', '#3d3d3d', '#a0522d'];
const SHIRT = ['#2563eb', '#059669', '#7c3aed', '#db2777', '#0f766e', '#b45309', '#475569', '#dc2626'];
const BACKGROUND = ['#dbeafe', '#dcfce7', '#fef3c7', '#fce7f3', '#ede9fe', '#e0f2fe', '#ffedd5', '#e2e8f0'];

// [behind the head, over the top of the head]: long hair falls behind the face to the shoulders, a bun
// sits above it.
const HAIR_STYLES: [string, string][] = [
  [
    '',
    'M78 112C72 62 100 44 128 44C158 44 186 62 178 112C174 92 166 80 150 76C130 84 104 84 90 80C84 88 80 98 78 112Z',
  ],
  ['', 'M78 114C70 60 104 42 132 44C162 46 186 66 178 114C172 90 160 76 140 70C120 84 96 92 78 114Z'],
  [
    'M74 110C70 60 100 38 128 38C156 38 186 60 182 110L188 200C160 210 96 210 68 200Z',
    'M76 120C70 62 100 42 128 42C156 42 186 62 180 120C176 92 160 72 128 68C96 72 80 92 76 120Z',
  ],
  [
    'M128 20a20 20 0 1 0 0.1 0Z',
    'M80 106C76 64 100 48 128 48C156 48 180 64 176 106C166 84 150 74 128 74C106 74 90 84 80 106Z',
  ],
  ['', 'M82 96C84 62 104 50 128 50C152 50 172 62 174 96C160 78 96 78 82 96Z'],
];

const pick = <T>(list: T[], position: number) => list[position % list.length] as T;

// Different strides through each palette spread the looks evenly over the demo's 27 people.
export const demoAvatarSvg = (index: number) => {
  const skin = pick(SKIN, index * 3);
  const hair = pick(HAIR, index * 5 + 2);
  const [hairBack, hairTop] = pick(HAIR_STYLES, index * 2 + Math.floor(index / 5));
  const shirt = pick(SHIRT, index * 3);
  const background = pick(BACKGROUND, index * 5 + 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
<rect width="256" height="256" fill="${background}"/>
${hairBack ? `<path d="${hairBack}" fill="${hair}"/>` : ''}
<path d="M24 256C24 206 64 184 128 184C192 184 232 206 232 256Z" fill="${shirt}"/>
<rect x="106" y="136" width="44" height="60" rx="14" fill="${skin}"/>
<path d="M106 186L128 212L150 186Z" fill="${skin}"/>
<path d="M100 184L128 214L156 184" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="6"/>
<path d="M106 150Q128 170 150 150V142H106Z" fill="#000" fill-opacity=".12"/>
<circle cx="80" cy="116" r="11" fill="${skin}"/><circle cx="176" cy="116" r="11" fill="${skin}"/>
<ellipse cx="128" cy="110" rx="48" ry="56" fill="${skin}"/>
<path d="${hairTop}" fill="${hair}"/>
<path d="M100 102Q110 97 120 101M136 101Q146 97 156 102" fill="none" stroke="${hair}" stroke-width="3.5" stroke-linecap="round"/>
<circle cx="110" cy="114" r="4.5" fill="#2b211c"/><circle cx="146" cy="114" r="4.5" fill="#2b211c"/>
<path d="M128 118Q123 132 131 134" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="3" stroke-linecap="round"/>
<path d="M114 146Q128 156 142 146" fill="none" stroke="#8a3f3a" stroke-width="3.5" stroke-linecap="round"/>
</svg>`;
};

export type DemoAvatarsInput = {
  organizationId: string;
  people: { id: string }[];
  storage: FileStorage;
};

// All renders and stores run at once (libvips works off the main thread), then one statement sets
// every key. Plain libjpeg: mozjpeg would more than double the render time to save a few hundred bytes a picture.
export const seedDemoAvatars = async (tx: Transaction, input: DemoAvatarsInput) => {
  const { organizationId, people, storage } = input;
  const sharp = await loadSharp();
  const keys = await Promise.all(
    people.map(async (person, index) => {
      const jpeg = await sharp(Buffer.from(demoAvatarSvg(index)))
        .jpeg({ quality: 80 })
        .toBuffer();
      const storageKey = employeePhotoKey(organizationId, person.id);
      await storage.put(storageKey, jpeg, 'image/jpeg');
      return storageKey;
    }),
  );
  await tx.execute(sql`
    update ${employees} set photo_storage_key = stored.key
    from unnest(${sql.param(people.map((person) => person.id))}::uuid[], ${sql.param(keys)}::text[])
      as stored(id, key)
    where ${employees.id} = stored.id`);
};
