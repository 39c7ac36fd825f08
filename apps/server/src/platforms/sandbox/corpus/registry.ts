import type { Subject, SubjectId } from '@/platforms/sandbox/corpus/subject';
import { space } from '@/platforms/sandbox/corpus/subjects/space';

/** Every subject a sandbox source can name. */
export const SUBJECTS: Readonly<Record<SubjectId, Subject>> = {
  space,
  programming: { ...space, id: 'programming' },
  gaming: { ...space, id: 'gaming' },
  finance: { ...space, id: 'finance' },
  football: { ...space, id: 'football' },
  running: { ...space, id: 'running' },
  cooking: { ...space, id: 'cooking' },
  travel: { ...space, id: 'travel' },
  hiking: { ...space, id: 'hiking' },
  friends: { ...space, id: 'friends' },
  lauftreff: { ...space, id: 'lauftreff' },
};
