import { BookOpen, Building2, Link2, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ArticleCategories, LinkKinds } from '@contracts/resources';
import {
  CreateArticleBody,
  CreateNgoBody,
  CreateResourceLinkBody,
  ResourceLinkCategories,
  type AdminArticle,
  type AdminNgo,
  type AdminResourceLink,
} from '@contracts/resources-admin';
import { CreateGroupBody, GroupLimits, GroupTypes, type SupportGroup } from '@contracts/support-groups';
import { useFormat } from '@/lib/format';
import { articleCalls, groupCalls, linkCalls, ngoCalls } from './api';
import { LibraryTab, type FieldSpec, type FormValues } from './library-tab';

const text = (v: string | null | undefined) => v ?? '';
/** A link's category as the admin form offers it (older entries may carry another). */
const linkCategory = (l: AdminResourceLink) =>
  (ResourceLinkCategories as readonly string[]).includes(l.category) ? l.category : 'general';

// Each tab's fixed settings: its catalog section, icon, API routes and a new entry's form.
const ARTICLES = {
  schema: CreateArticleBody,
  section: 'articles',
  icon: BookOpen,
  calls: articleCalls,
  blank: {
    title: '',
    category: 'general',
    externalUrl: '',
    excerpt: '',
    content: '',
    titleHi: '',
    excerptHi: '',
    contentHi: '',
    imageUrl: '',
    isPublished: true,
  } satisfies FormValues,
  toggleField: 'isPublished',
} as const;
const GROUPS = {
  schema: CreateGroupBody,
  section: 'groups',
  icon: UsersRound,
  calls: groupCalls,
  blank: {
    name: '',
    description: '',
    nameHi: '',
    descriptionHi: '',
    groupType: 'general',
    maxMembers: String(GroupLimits.membersDefault),
    isPrivate: false,
  } satisfies FormValues,
  screenedAs: 'group',
} as const;
const NGOS = {
  schema: CreateNgoBody,
  section: 'ngos',
  icon: Building2,
  calls: ngoCalls,
  blank: {
    name: '',
    description: '',
    focusArea: '',
    nameHi: '',
    descriptionHi: '',
    focusAreaHi: '',
    servicesOfferedHi: '',
    region: '',
    location: '',
    contactEmail: '',
    contactPhone: '',
    website: '',
    address: '',
    servicesOffered: '',
    source: '',
  } satisfies FormValues,
  toggleField: 'isActive',
} as const;
const LINKS = {
  schema: CreateResourceLinkBody,
  section: 'resources',
  icon: Link2,
  calls: linkCalls,
  blank: {
    title: '',
    url: '',
    description: '',
    titleHi: '',
    descriptionHi: '',
    kind: 'website',
    category: 'general',
    tags: '',
    phone: '',
    source: '',
  } satisfies FormValues,
  toggleField: 'isActive',
} as const;

const Meta = ({ children }: { children: React.ReactNode }) => <p className="text-sm text-muted">{children}</p>;

/** Articles: written, edited, published or kept as a draft (eye button, §4), deleted. */
export function ArticlesTab() {
  const { t } = useTranslation('admin');
  const r = useTranslation('resources').t;
  const format = useFormat();
  const fields: FieldSpec[] = [
    // English and Hindi side by side (decision 0076).
    { name: 'title', kind: 'text', required: true, pair: true },
    { name: 'titleHi', kind: 'text', hindiOf: 'title' },
    { name: 'excerpt', kind: 'textarea', pair: true },
    { name: 'excerptHi', kind: 'textarea', hindiOf: 'excerpt' },
    { name: 'content', kind: 'textarea', pair: true },
    { name: 'contentHi', kind: 'textarea', hindiOf: 'content' },
    { name: 'category', kind: 'select', options: ArticleCategories, optionLabel: (c) => r(`categories.${c}`) },
    { name: 'externalUrl', kind: 'url' },
    { name: 'imageUrl', kind: 'url' },
    { name: 'isPublished', kind: 'checkbox' },
  ];
  return (
    <LibraryTab<AdminArticle>
      {...ARTICLES}
      fields={fields}
      toForm={(a) => ({
        title: a.title,
        category: a.category,
        externalUrl: text(a.externalUrl),
        excerpt: text(a.excerpt),
        content: a.content,
        titleHi: text(a.titleHi),
        excerptHi: text(a.excerptHi),
        contentHi: text(a.contentHi),
        imageUrl: text(a.imageUrl),
        isPublished: a.isPublished,
      })}
      titleOf={(a) => a.title}
      hindiMissing={(a) => !a.titleHi || (!!a.content && !a.contentHi)}
      toggle={{ field: ARTICLES.toggleField, on: t('articles.published'), off: t('articles.draft') }}
      details={(a) => (
        <>
          <Meta>
            {r(`categories.${a.category}`)} · {t('library.changed', { date: format.date(a.updatedAt) })}
          </Meta>
          {a.excerpt ? <p className="line-clamp-2 text-sm text-ink">{a.excerpt}</p> : null}
        </>
      )}
    />
  );
}

/** Support groups: every group, private ones too; edited and deleted here, created as on the public page. */
export function GroupsTab() {
  const { t } = useTranslation('admin');
  const g = useTranslation('supportGroups').t;
  const format = useFormat();
  const fields: FieldSpec[] = [
    { name: 'name', kind: 'text', required: true, pair: true },
    { name: 'nameHi', kind: 'text', hindiOf: 'name' },
    { name: 'description', kind: 'textarea', pair: true },
    { name: 'descriptionHi', kind: 'textarea', hindiOf: 'description' },
    { name: 'groupType', kind: 'select', options: GroupTypes, optionLabel: (v) => g(`types.${v}`) },
    { name: 'maxMembers', kind: 'number' },
    { name: 'isPrivate', kind: 'checkbox' },
  ];
  return (
    <LibraryTab<SupportGroup>
      {...GROUPS}
      fields={fields}
      toForm={(s) => ({
        name: s.name,
        description: text(s.description),
        nameHi: text(s.nameHi),
        descriptionHi: text(s.descriptionHi),
        groupType: s.groupType,
        maxMembers: String(s.maxMembers),
        isPrivate: s.isPrivate,
      })}
      titleOf={(s) => s.name}
      hindiMissing={(s) => !s.nameHi}
      details={(s) => (
        <>
          <Meta>
            {g(`types.${s.groupType}`)} · {t('groups.members', { count: s.memberCount, max: s.maxMembers })} ·{' '}
            {s.isPrivate ? t('groups.private') : t('groups.public')} ·{' '}
            {t('library.created', { date: format.date(s.createdAt) })}
          </Meta>
          {s.description ? <p className="line-clamp-2 text-sm text-ink">{s.description}</p> : null}
        </>
      )}
    />
  );
}

/** NGOs: added active (§4), switched active or inactive, services as comma-separated text. */
export function NgosTab() {
  const { t } = useTranslation('admin');
  const fields: FieldSpec[] = [
    { name: 'name', kind: 'text', required: true, pair: true },
    { name: 'nameHi', kind: 'text', hindiOf: 'name' },
    { name: 'description', kind: 'textarea', pair: true },
    { name: 'descriptionHi', kind: 'textarea', hindiOf: 'description' },
    { name: 'focusArea', kind: 'text' },
    { name: 'focusAreaHi', kind: 'text', hindiOf: 'focusArea' },
    { name: 'servicesOffered', kind: 'list', pair: true },
    { name: 'servicesOfferedHi', kind: 'list', hindiOf: 'servicesOffered' },
    { name: 'region', kind: 'text' },
    { name: 'location', kind: 'text' },
    { name: 'contactEmail', kind: 'email' },
    { name: 'contactPhone', kind: 'tel' },
    { name: 'website', kind: 'url' },
    { name: 'address', kind: 'textarea' },
    { name: 'source', kind: 'text', wide: true },
  ];
  return (
    <LibraryTab<AdminNgo>
      {...NGOS}
      fields={fields}
      toForm={(n) => ({
        name: n.name,
        description: text(n.description),
        focusArea: text(n.focusArea),
        nameHi: text(n.nameHi),
        descriptionHi: text(n.descriptionHi),
        focusAreaHi: text(n.focusAreaHi),
        servicesOfferedHi: n.servicesOfferedHi.join(', '),
        region: text(n.region),
        location: text(n.location),
        contactEmail: text(n.contactEmail),
        contactPhone: text(n.contactPhone),
        website: text(n.website),
        address: text(n.address),
        servicesOffered: n.servicesOffered.join(', '),
        source: n.source,
      })}
      titleOf={(n) => n.name}
      hindiMissing={(n) => !n.nameHi || (!!n.description && !n.descriptionHi)}
      toggle={{ field: NGOS.toggleField, on: t('library.active'), off: t('library.inactive') }}
      details={(n) => (
        <>
          <Meta>{[n.focusArea, n.region ?? n.location].filter(Boolean).join(' · ') || t('library.noDetails')}</Meta>
          {n.servicesOffered.length ? <Meta>{t('ngos.services', { list: n.servicesOffered.join(', ') })}</Meta> : null}
        </>
      )}
    />
  );
}

/** Resource links: title and address required, tags comma-separated, switched active or inactive. */
export function ResourcesTab() {
  const { t } = useTranslation('admin');
  const r = useTranslation('resources').t;
  const fields: FieldSpec[] = [
    { name: 'title', kind: 'text', required: true, pair: true },
    { name: 'titleHi', kind: 'text', hindiOf: 'title' },
    { name: 'description', kind: 'textarea', pair: true },
    { name: 'descriptionHi', kind: 'textarea', hindiOf: 'description' },
    { name: 'url', kind: 'url', required: true, wide: true },
    { name: 'kind', kind: 'select', options: LinkKinds, optionLabel: (k) => r(`linkGroups.${k}`) },
    {
      name: 'category',
      kind: 'select',
      options: ResourceLinkCategories,
      optionLabel: (c) => t(`resources.categories.${c}`),
    },
    { name: 'tags', kind: 'list' },
    { name: 'phone', kind: 'tel' },
    { name: 'source', kind: 'text', wide: true },
  ];
  return (
    <LibraryTab<AdminResourceLink>
      {...LINKS}
      fields={fields}
      toForm={(l) => ({
        title: l.title,
        url: l.url,
        description: text(l.description),
        titleHi: text(l.titleHi),
        descriptionHi: text(l.descriptionHi),
        kind: l.kind,
        category: linkCategory(l),
        tags: l.tags.join(', '),
        phone: text(l.phone),
        source: l.source,
      })}
      titleOf={(l) => l.title}
      hindiMissing={(l) => !l.titleHi || (!!l.description && !l.descriptionHi)}
      toggle={{ field: LINKS.toggleField, on: t('library.active'), off: t('library.inactive') }}
      details={(l) => (
        <>
          <Meta>
            {r(`linkGroups.${l.kind}`)} · {t(`resources.categories.${linkCategory(l)}`)}
            {l.tags.length ? ` · ${l.tags.join(', ')}` : ''}
          </Meta>
          <p className="break-all text-sm text-primary-700">{l.url}</p>
        </>
      )}
    />
  );
}
