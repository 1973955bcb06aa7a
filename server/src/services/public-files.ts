import { and, eq, inArray, isNotNull, like, lte, or } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { carInfo } from '../db/schema/car-info';
import { houseRoom } from '../db/schema/house-room';
import { sysArticle } from '../db/schema/sys-article';
import { LISTED_STATUSES } from '../routes/house/house-room-states';
import { ON_OFFER } from './car-status';
import { UPLOAD_PATH_PREFIX } from './file-storage';
import { likePattern } from './paging';

/**
 * Which stored files anyone may load without a session (issue 32, 15): those the public
 * pages show, i.e. the photos and videos of a listed house or of a vehicle on offer, and
 * the cover and images of a published article. Uploads are not recorded with an owner or
 * a purpose, so the references decide. Every other file (contracts, customer documents,
 * staff avatars, notice attachments) needs a session.
 */

/** The upload path inside a stored path (`/web-api` dropped): what records keep. */
function recordedPath(storedPath: string): string | null {
  const at = storedPath.indexOf(UPLOAD_PATH_PREFIX);
  return at >= 0 ? storedPath.slice(at) : null;
}

async function referencedByPublicPage(db: Queryable, file: string): Promise<boolean> {
  const pattern = likePattern(file);
  const [house] = await db
    .select({ id: houseRoom.id })
    .from(houseRoom)
    .where(
      and(
        eq(houseRoom.delFlag, '0'),
        inArray(houseRoom.status, [...LISTED_STATUSES]),
        or(
          like(houseRoom.images, pattern),
          like(houseRoom.coverImage, pattern),
          like(houseRoom.videos, pattern),
        ),
      ),
    )
    .limit(1);
  if (house) return true;
  const [car] = await db
    .select({ id: carInfo.id })
    .from(carInfo)
    .where(
      and(
        inArray(carInfo.carStatus, [...ON_OFFER]),
        or(like(carInfo.images, pattern), like(carInfo.videos, pattern)),
      ),
    )
    .limit(1);
  if (car) return true;
  // Published articles whose time has come (as `/public/articles` shows them).
  const [article] = await db
    .select({ id: sysArticle.articleId })
    .from(sysArticle)
    .where(
      and(
        eq(sysArticle.status, '1'),
        isNotNull(sysArticle.publishTime),
        lte(sysArticle.publishTime, new Date()),
        or(like(sysArticle.coverImage, pattern), like(sysArticle.content, pattern)),
      ),
    )
    .limit(1);
  return Boolean(article);
}

/** A decision is kept this long: a listing withdrawn stops sharing its photos within it. */
const KEEP_MS = 60_000;
const MAX_KEPT = 5_000;

/** The public-file decisions of one process, by recorded path. */
export class PublicFiles {
  private readonly kept = new Map<string, { isPublic: boolean; until: number }>();

  constructor(private readonly db: Queryable) {}

  async isPublic(storedPath: string): Promise<boolean> {
    const file = recordedPath(storedPath);
    if (!file) return false;
    const now = Date.now();
    const known = this.kept.get(file);
    if (known && known.until > now) return known.isPublic;
    const isPublic = await referencedByPublicPage(this.db, file);
    if (this.kept.size >= MAX_KEPT) this.kept.clear();
    this.kept.set(file, { isPublic, until: now + KEEP_MS });
    return isPublic;
  }
}
