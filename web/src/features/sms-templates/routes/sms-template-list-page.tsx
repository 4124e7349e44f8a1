import { ListPage } from '@/components/list-page/list-page';
import { smsTemplateListResource } from '../sms-template-list-resource';
import '../sms-templates.css';

export function SmsTemplateListPage() {
  return <ListPage resource={smsTemplateListResource} />;
}
