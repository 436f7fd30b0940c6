/** The kit's signed money (`HKD +1,234.50`), as the funds screens have always named it. */
export { SignedMoney } from '../../../components/data/signed-change';
