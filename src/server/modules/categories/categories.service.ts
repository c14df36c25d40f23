import type {
  Category,
  CategoryCreateInput,
  CategoryUpdateInput,
} from '../../../shared/schemas/categories.ts';
import { type ListInput, PER_PAGE } from '../../../shared/schemas/common.ts';
import type { NamedRef } from '../../../shared/schemas/roles.ts';
import { paginate } from '../../db/paginate.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { removeImage, writeWithImage } from '../../uploads/image-store.ts';
import * as repo from './categories.repository.ts';

type CategoryRow = NonNullable<Awaited<ReturnType<typeof repo.findCategory>>>;

function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    image: row.image,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function list(deps: Deps, input: ListInput) {
  return paginate(
    input.page,
    PER_PAGE,
    () => repo.countCategories(deps.db, input.search),
    async (limit, offset) =>
      (await repo.listCategories(deps.db, input.search, limit, offset)).map((row) => ({
        ...toCategory(row),
        maps_count: Number(row.maps_count ?? 0),
      })),
  );
}

export function all(deps: Deps): Promise<(NamedRef & { color: string })[]> {
  return repo.categoryOptions(deps.db);
}

async function load(deps: Deps, id: number): Promise<Category> {
  const row = await repo.findCategory(deps.db, id);
  if (!row) throw AppError.notFound('Category');
  return toCategory(row);
}

export const get = load;

const imageOptions = (deps: Deps, file: File | undefined, replaces?: string | null) => ({
  dataDir: deps.config.dataDir,
  maxBytes: deps.config.maxUploadBytes,
  folder: 'categories' as const,
  file,
  replaces,
});

export async function create(deps: Deps, input: CategoryCreateInput): Promise<Category> {
  const id = await writeWithImage(imageOptions(deps, input.image), (image) =>
    repo.insertCategory(deps.db, {
      name: input.name,
      description: input.description,
      color: input.color,
      image: image ?? null,
    }),
  );
  return load(deps, id as number);
}

export async function update(deps: Deps, input: CategoryUpdateInput): Promise<Category> {
  const before = await load(deps, input.id);
  const updated = await writeWithImage(imageOptions(deps, input.image, before.image), (image) =>
    repo.updateCategory(deps.db, input.id, {
      name: input.name,
      description: input.description,
      color: input.color,
      ...(image ? { image } : {}),
      updated_at: deps.now(),
    }),
  );
  if (!updated) throw AppError.notFound('Category');
  return load(deps, input.id);
}

export async function remove(deps: Deps, id: number): Promise<void> {
  const before = await load(deps, id);
  if (!(await repo.deleteCategory(deps.db, id))) throw AppError.notFound('Category');
  await removeImage(deps.config.dataDir, 'categories', before.image);
}
