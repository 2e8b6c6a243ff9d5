import type { ReactNode } from 'react';
import { POLICY_EFFECTIVE_DATE, PRIVACY_OFFICER, type PolicyTextProps } from './policy-meta';

type HeadingLevel = NonNullable<PolicyTextProps['headingLevel']>;

function Section({ title, level, children }: { title: string; level: HeadingLevel; children: ReactNode }) {
  const Heading = (['h2', 'h3', 'h4'] as const)[level - 2];
  return (
    <section className="dg-policy__section">
      <Heading className="dg-policy__heading">{title}</Heading>
      {children}
    </section>
  );
}

/** The full terms of service (서비스 이용약관). */
export function ServiceTermsText({ headingLevel = 2 }: PolicyTextProps) {
  const level = headingLevel;
  return (
    <div className="dg-policy">
      <Section title="제1조 (목적)" level={level}>
        <p>
          이 약관은 더그아웃(이하 “운영자”)이 제공하는 아마추어 야구 리그·팀 기록 서비스 더그아웃(이하 “서비스”)의 이용과
          관련하여 운영자와 회원 사이의 권리, 의무 및 책임 사항과 그 밖에 필요한 사항을 정하는 것을 목적으로 합니다.
        </p>
      </Section>

      <Section title="제2조 (용어의 정의)" level={level}>
        <p>이 약관에서 사용하는 용어의 뜻은 다음과 같습니다.</p>
        <ol>
          <li>
            “서비스”란 운영자가 제공하는 리그·팀 소개, 경기 일정과 결과, 개인·팀 기록, 게시판 등 아마추어 야구 기록과 관련된
            온라인 서비스 일체를 말합니다.
          </li>
          <li>“회원”이란 이 약관에 동의하고 회원가입을 하여 서비스를 이용하는 사람을 말합니다.</li>
          <li>“방문자”란 회원가입을 하지 않고 공개된 화면만 이용하는 사람을 말합니다.</li>
          <li>“선수”란 회원 가운데 소속 팀에 선수로 등록되어 경기 기록이 관리되는 사람을 말합니다.</li>
          <li>
            “팀 관리자”와 “리그 관리자”란 팀 또는 리그의 운영 권한을 받아 선수 명단, 일정, 경기 결과, 게시판 등을 관리하는
            회원을 말합니다.
          </li>
          <li>“게시물”이란 회원이 서비스에 올린 글, 사진, 파일, 경기 기록 등 모든 정보를 말합니다.</li>
        </ol>
      </Section>

      <Section title="제3조 (약관의 게시와 개정)" level={level}>
        <ol>
          <li>운영자는 이 약관을 회원이 쉽게 볼 수 있도록 서비스 화면 하단에 게시합니다.</li>
          <li>운영자는 관계 법령을 위반하지 않는 범위에서 이 약관을 개정할 수 있습니다.</li>
          <li>
            약관을 개정할 때에는 적용일자와 개정 사유를 밝혀 <strong>적용일자 7일 전부터</strong> 서비스 화면에 공지합니다. 다만
            회원에게 불리하게 변경하는 경우에는 <strong>적용일자 30일 전부터</strong> 공지하고, 회원이 등록한 이메일 등으로
            따로 알립니다.
          </li>
          <li>
            회원은 개정 약관에 동의하지 않으면 이용 계약을 해지(회원 탈퇴)할 수 있습니다. 공지한 적용일자까지 거부 의사를
            밝히지 않으면 개정 약관에 동의한 것으로 봅니다.
          </li>
        </ol>
      </Section>

      <Section title="제4조 (회원가입)" level={level}>
        <ol>
          <li>
            이용 신청자는 이 약관과 개인정보처리방침에 동의하고 운영자가 정한 가입 양식에 따라 정보를 입력하여 회원가입을
            신청합니다.
          </li>
          <li>
            운영자는 다음에 해당하는 신청은 승낙하지 않을 수 있으며, 가입 후에 확인된 경우 이용 계약을 해지할 수 있습니다.
            <ul>
              <li>다른 사람의 명의나 정보를 사용한 경우</li>
              <li>사실과 다른 정보를 입력한 경우</li>
              <li>만 14세 미만인 사람이 신청한 경우</li>
              <li>이전에 이 약관을 위반하여 회원 자격을 잃은 적이 있는 경우</li>
            </ul>
          </li>
          <li>이용 계약은 운영자가 신청을 승낙하여 가입 완료 화면이 표시된 때에 성립합니다.</li>
        </ol>
      </Section>

      <Section title="제5조 (회원 정보의 관리)" level={level}>
        <ol>
          <li>회원은 로그인 후 ‘내 정보’에서 자신의 정보를 언제든지 조회하고 수정할 수 있습니다.</li>
          <li>가입 때 입력한 정보가 바뀌면 회원이 직접 수정해야 하며, 수정하지 않아 생긴 불이익은 회원이 책임집니다.</li>
          <li>이메일과 비밀번호의 관리 책임은 회원에게 있으며, 회원은 이를 다른 사람이 이용하게 해서는 안 됩니다.</li>
        </ol>
      </Section>

      <Section title="제6조 (회원 탈퇴 및 자격 상실)" level={level}>
        <ol>
          <li>회원은 언제든지 ‘내 정보’의 회원 탈퇴 메뉴에서 탈퇴를 신청할 수 있으며, 운영자는 이를 즉시 처리합니다.</li>
          <li>
            탈퇴한 회원의 정보는 개인정보처리방침에 따라 처리합니다. 다만 공식 경기 기록을 온전히 유지하기 위해 경기 기록에
            남은 선수 이름과 기록은 삭제하지 않습니다.
          </li>
          <li>
            회원이 다음에 해당하면 운영자는 회원 자격을 제한하거나 상실시킬 수 있습니다.
            <ul>
              <li>가입 신청 때 허위 내용을 등록한 경우</li>
              <li>다른 사람의 서비스 이용을 방해하거나 정보를 도용한 경우</li>
              <li>법령이나 이 약관이 금지하는 행위를 한 경우</li>
            </ul>
          </li>
        </ol>
      </Section>

      <Section title="제7조 (운영자의 의무)" level={level}>
        <ol>
          <li>운영자는 관계 법령과 이 약관이 금지하는 행위를 하지 않으며, 서비스를 안정적으로 제공하기 위해 노력합니다.</li>
          <li>운영자는 회원의 개인정보를 보호하기 위해 보안 체계를 갖추고, 개인정보처리방침을 공개하고 지킵니다.</li>
          <li>운영자는 회원이 제기한 의견이나 불만이 정당하다고 인정되면 빠르게 처리합니다.</li>
        </ol>
      </Section>

      <Section title="제8조 (회원의 의무)" level={level}>
        <p>회원은 다음 행위를 해서는 안 됩니다.</p>
        <ol>
          <li>가입 신청이나 정보 변경 때 허위 내용을 등록하는 행위</li>
          <li>다른 사람의 정보를 도용하거나 다른 선수를 사칭하는 행위</li>
          <li>경기 기록을 사실과 다르게 입력하거나 조작하는 행위</li>
          <li>다른 회원이나 제3자를 비방하거나 명예를 훼손하는 행위</li>
          <li>음란하거나 폭력적인 게시물, 광고성 게시물을 올리는 행위</li>
          <li>서비스 운영을 방해하거나 운영자의 허락 없이 서비스의 정보를 수집·복제하는 행위</li>
        </ol>
      </Section>

      <Section title="제9조 (서비스의 제공과 변경)" level={level}>
        <ol>
          <li>서비스는 연중무휴, 하루 24시간 제공하는 것을 원칙으로 합니다.</li>
          <li>
            운영자는 설비 점검·교체, 장애, 통신 두절 등의 사유가 있으면 서비스 제공을 일시적으로 중단할 수 있으며, 이를 미리
            공지합니다. 부득이한 경우에는 사후에 공지할 수 있습니다.
          </li>
          <li>운영자는 운영상·기술상 필요하면 서비스 내용을 바꿀 수 있으며, 바뀌는 내용과 적용일자를 서비스 화면에 공지합니다.</li>
        </ol>
      </Section>

      <Section title="제10조 (게시물의 관리)" level={level}>
        <ol>
          <li>게시물에 대한 권리와 책임은 게시한 회원에게 있습니다.</li>
          <li>운영자와 리그 관리자는 법령이나 이 약관을 위반한 게시물을 사전 통지 없이 게시 중단하거나 삭제할 수 있습니다.</li>
          <li>공개 게시판에 올린 게시물은 서비스 안에서 검색되거나 리그 화면에 노출될 수 있습니다.</li>
        </ol>
      </Section>

      <Section title="제11조 (책임의 한계)" level={level}>
        <ol>
          <li>운영자는 천재지변 또는 이에 준하는 불가항력으로 서비스를 제공할 수 없는 경우 책임을 지지 않습니다.</li>
          <li>운영자는 회원의 귀책 사유로 생긴 서비스 이용 장애에 대해 책임을 지지 않습니다.</li>
          <li>경기 기록과 게시물의 정확성에 대한 책임은 이를 입력한 리그·팀 관리자와 회원에게 있습니다.</li>
        </ol>
      </Section>

      <Section title="제12조 (분쟁의 해결과 관할 법원)" level={level}>
        <ol>
          <li>운영자와 회원은 서비스와 관련한 분쟁을 원만하게 해결하기 위해 성실히 협의합니다.</li>
          <li>협의로 해결되지 않은 분쟁에 관한 소송은 민사소송법에 따른 관할 법원에 제기합니다.</li>
          <li>이 약관의 해석과 분쟁에는 대한민국 법을 적용합니다.</li>
        </ol>
      </Section>

      <Section title="부칙" level={level}>
        <p className="dg-policy__footer">이 약관은 {POLICY_EFFECTIVE_DATE}부터 시행합니다.</p>
      </Section>
    </div>
  );
}

/** The full privacy policy (개인정보처리방침). */
export function PrivacyPolicyText({ headingLevel = 2 }: PolicyTextProps) {
  const level = headingLevel;
  return (
    <div className="dg-policy">
      <p className="dg-policy__intro">
        더그아웃(이하 “운영자”)은 「개인정보 보호법」 등 관련 법령을 지키며, 회원의 개인정보를 안전하게 처리하기 위해 다음과
        같이 개인정보처리방침을 정하여 공개합니다.
      </p>

      <Section title="1. 수집하는 개인정보 항목과 수집 방법" level={level}>
        <ul>
          <li>회원가입(필수): 이메일, 비밀번호, 이름, 휴대전화 번호, 생년월일, 성별</li>
          <li>
            선수 등록(팀 가입 신청): 선수 이름, 생년월일, 성별, 휴대전화 번호, 출신 중학교와 고등학교, 선수 출신 여부, 주소, 투타,
            포지션, 등번호
          </li>
          <li>선택: 회원이 직접 올린 프로필 사진</li>
          <li>서비스 이용 중 자동 생성: 접속 기록, 접속 IP 주소, 로그인 상태 유지를 위한 쿠키 등</li>
          <li>수집 방법: 회원가입과 정보 수정 화면, 팀 가입 신청서, 서비스 이용 과정에서 자동 생성</li>
        </ul>
      </Section>

      <Section title="2. 개인정보의 수집·이용 목적" level={level}>
        <ul>
          <li>회원 식별과 가입 의사 확인, 로그인, 비밀번호 찾기 등 회원 관리</li>
          <li>팀 가입·선수 등록과 리그 참가 처리, 경기 기록과 순위의 집계·공개</li>
          <li>공지사항 전달, 문의와 불만 처리</li>
          <li>부정 이용 방지와 서비스 안정성 확보</li>
        </ul>
      </Section>

      <Section title="3. 개인정보의 보유 및 이용 기간" level={level}>
        <p>
          운영자는 회원이 탈퇴하거나 수집·이용 목적을 달성하면 개인정보를 지체 없이 파기합니다. 다만 다음 정보는 아래 기간 동안
          보관합니다.
        </p>
        <table className="dg-policy__table">
          <thead>
            <tr>
              <th scope="col">보존 항목</th>
              <th scope="col">보존 기간</th>
              <th scope="col">근거</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>계약 또는 청약철회 등에 관한 기록</td>
              <td>5년</td>
              <td>전자상거래 등에서의 소비자보호에 관한 법률</td>
            </tr>
            <tr>
              <td>대금결제 및 재화 등의 공급에 관한 기록</td>
              <td>5년</td>
              <td>전자상거래 등에서의 소비자보호에 관한 법률</td>
            </tr>
            <tr>
              <td>소비자의 불만 또는 분쟁처리에 관한 기록</td>
              <td>3년</td>
              <td>전자상거래 등에서의 소비자보호에 관한 법률</td>
            </tr>
            <tr>
              <td>경기 기록에 남은 선수 이름</td>
              <td>서비스 제공 기간</td>
              <td>공식 경기 기록과 순위를 온전히 유지하기 위함</td>
            </tr>
          </tbody>
        </table>
      </Section>

      <Section title="4. 개인정보의 파기 절차와 방법" level={level}>
        <ul>
          <li>보유 기간이 끝나거나 처리 목적을 달성한 개인정보는 지체 없이 파기합니다.</li>
          <li>전자 파일은 복구할 수 없는 방법으로 삭제하고, 종이 문서는 분쇄하거나 소각합니다.</li>
        </ul>
      </Section>

      <Section title="5. 개인정보의 제3자 제공" level={level}>
        <ul>
          <li>운영자는 회원의 동의 없이 개인정보를 제3자에게 제공하지 않습니다.</li>
          <li>
            팀 가입을 신청할 때에는 회원의 동의를 받아, 신청한 팀의 관리자와 그 팀이 참가한 리그의 관리자에게 선수 등록에 필요한
            정보를 제공합니다.
          </li>
          <li>법령에 특별한 규정이 있는 경우에는 예외로 합니다.</li>
        </ul>
      </Section>

      <Section title="6. 개인정보 처리의 위탁" level={level}>
        <ul>
          <li>운영자는 원활한 서비스 제공을 위해 서버 운영 등 개인정보 처리 업무를 외부 전문 업체에 위탁할 수 있습니다.</li>
          <li>
            위탁하는 경우 수탁자와 위탁 업무의 내용을 이 처리방침과 서비스 화면을 통해 미리 알리고, 수탁자가 개인정보를 안전하게
            처리하도록 관리·감독합니다.
          </li>
        </ul>
      </Section>

      <Section title="7. 회원의 권리와 행사 방법" level={level}>
        <ul>
          <li>회원은 로그인 후 ‘내 정보’에서 언제든지 자신의 개인정보를 조회하고 수정할 수 있습니다.</li>
          <li>회원 탈퇴를 통해 개인정보의 삭제(동의 철회)를 요청할 수 있습니다.</li>
          <li>
            개인정보 보호책임자에게 이메일로 열람, 정정, 삭제, 처리 정지를 요청할 수도 있으며, 운영자는 지체 없이 조치합니다.
          </li>
        </ul>
      </Section>

      <Section title="8. 쿠키 등 자동 수집 장치의 운영과 거부" level={level}>
        <ul>
          <li>운영자는 로그인 상태를 유지하기 위해 쿠키와 브라우저 저장소(로컬 스토리지 등)를 사용합니다.</li>
          <li>‘로그인 상태 유지’를 선택하지 않으면 로그인 정보는 브라우저를 닫을 때 삭제됩니다.</li>
          <li>
            회원은 브라우저 설정에서 쿠키와 저장된 정보를 거부하거나 삭제할 수 있습니다. 이 경우 로그인 상태가 유지되지 않을 수
            있습니다.
          </li>
        </ul>
      </Section>

      <Section title="9. 만 14세 미만 아동의 개인정보" level={level}>
        <ul>
          <li>만 14세 미만 아동은 온라인으로 회원가입을 할 수 없습니다.</li>
          <li>만 14세 미만 아동의 개인정보가 수집된 사실이 확인되면 즉시 삭제합니다.</li>
        </ul>
      </Section>

      <Section title="10. 개인정보의 안전성 확보 조치" level={level}>
        <ul>
          <li>비밀번호는 복호화할 수 없도록 일방향 암호화하여 저장합니다.</li>
          <li>개인정보를 다룰 수 있는 사람을 최소한으로 제한합니다.</li>
          <li>전송 구간을 암호화(HTTPS)하고 접속 기록을 보관합니다.</li>
        </ul>
      </Section>

      <Section title="11. 개인정보 보호책임자" level={level}>
        <ul>
          <li>개인정보 보호책임자: {PRIVACY_OFFICER.title}</li>
          <li>
            이메일: <a href={`mailto:${PRIVACY_OFFICER.email}`}>{PRIVACY_OFFICER.email}</a>
          </li>
        </ul>
        <p>개인정보와 관련한 문의, 불만 처리, 피해 구제는 위 연락처로 요청하시면 지체 없이 답변하고 처리합니다.</p>
        <p>
          개인정보 침해에 대한 신고나 상담이 필요하면 개인정보분쟁조정위원회(1833-6972), 개인정보침해신고센터(국번 없이 118),
          대검찰청(국번 없이 1301), 경찰청(국번 없이 182)에 문의할 수 있습니다.
        </p>
      </Section>

      <Section title="12. 처리방침의 시행과 변경" level={level}>
        <ul>
          <li>내용이 추가·삭제·수정되면 시행 7일 전부터 서비스 화면을 통해 알립니다.</li>
        </ul>
        <p className="dg-policy__footer">이 개인정보처리방침은 {POLICY_EFFECTIVE_DATE}부터 시행합니다.</p>
      </Section>
    </div>
  );
}
