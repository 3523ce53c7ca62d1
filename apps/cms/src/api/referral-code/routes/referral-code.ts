import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::referral-code.referral-code', { only: [] });
