import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::referral-code.referral-code');
