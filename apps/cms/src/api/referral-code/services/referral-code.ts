import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::referral-code.referral-code');
