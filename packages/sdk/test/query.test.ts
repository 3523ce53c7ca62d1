import { describe, expect, it } from 'vitest';
import { serializeStrapiQuery } from '../src/query.js';

const decoded = (query: Record<string, unknown>) =>
  decodeURIComponent(serializeStrapiQuery(query)).split('&');

describe('serializeStrapiQuery', () => {
  it('writes nested objects and arrays with brackets, as Strapi parses them', () => {
    expect(
      decoded({
        locale: 'hi-IN',
        filters: { author: { documentId: { $eq: 'abc' } }, documentId: { $notIn: ['x', 'y'] } },
        populate: { author: { populate: { profile_image: true } } },
        pagination: { page: 2, pageSize: 10 },
        sort: ['createdAt:desc'],
      }),
    ).toEqual([
      'locale=hi-IN',
      'filters[author][documentId][$eq]=abc',
      'filters[documentId][$notIn][0]=x',
      'filters[documentId][$notIn][1]=y',
      'populate[author][populate][profile_image]=true',
      'pagination[page]=2',
      'pagination[pageSize]=10',
      'sort[0]=createdAt:desc',
    ]);
  });

  it('encodes values so search text cannot break the query', () => {
    expect(serializeStrapiQuery({ filters: { title: { $containsi: 'a&b=c ಕಥೆ' } } })).toBe(
      'filters[title][%24containsi]=a%26b%3Dc%20%E0%B2%95%E0%B2%A5%E0%B3%86',
    );
  });

  it('leaves out undefined and null values and empty queries', () => {
    expect(serializeStrapiQuery({ locale: undefined, status: null, filters: {} })).toBe('');
    expect(serializeStrapiQuery(undefined)).toBe('');
  });
});
