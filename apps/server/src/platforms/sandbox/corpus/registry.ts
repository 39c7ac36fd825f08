import type { Subject, SubjectId } from '@/platforms/sandbox/corpus/subject';
import { cooking } from '@/platforms/sandbox/corpus/subjects/cooking';
import { family } from '@/platforms/sandbox/corpus/subjects/family';
import { finance } from '@/platforms/sandbox/corpus/subjects/finance';
import { football } from '@/platforms/sandbox/corpus/subjects/football';
import { friends } from '@/platforms/sandbox/corpus/subjects/friends';
import { gaming } from '@/platforms/sandbox/corpus/subjects/gaming';
import { hiking } from '@/platforms/sandbox/corpus/subjects/hiking';
import { lauftreff } from '@/platforms/sandbox/corpus/subjects/lauftreff';
import { programming } from '@/platforms/sandbox/corpus/subjects/programming';
import { running } from '@/platforms/sandbox/corpus/subjects/running';
import { space } from '@/platforms/sandbox/corpus/subjects/space';
import { travel } from '@/platforms/sandbox/corpus/subjects/travel';

/** Every subject a sandbox source can name (catalogs point at these ids). */
export const SUBJECTS: Readonly<Record<SubjectId, Subject>> = {
  space,
  programming,
  gaming,
  finance,
  football,
  running,
  cooking,
  travel,
  hiking,
  friends,
  family,
  lauftreff,
};
