// `palito --help` and `palito <command> --help`, in Korean and English. docs/api/cli.md says the
// same at length; these are the lines a terminal shows.

import type {Locale} from '../i18n';
import type {Command} from './args';

const KO: Record<Command | 'main', string> = {
  main: `palito: 자산 목록(CSV, Excel)을 검사하고, 네트워크 구성도로 그리고, 두 목록을 비교합니다.

사용법:
  palito validate <목록> [--format text|json|github]
  palito render <목록> -o <파일> [--view all|zone:<존>] [--theme light|dark] [--direction right|down] [--force]
  palito diff <이전 목록> <새 목록> [--format md|csv|json] [-o <파일>] [--render <파일.svg>] [--force]

공통 옵션:
  --lang ko|en     메시지 언어 (기본: 시스템 로캘. LC_ALL, LC_MESSAGES, LANG 순)
  -h, --help       도움말
  -v, --version    버전

목록 자리에 -를 쓰면 표준 입력에서 읽습니다.
종료 코드: 0 성공, 1 목록에 오류가 있음(diff는 바뀐 것이 있음), 2 실행할 수 없음(파일, 옵션, 한도).
명령마다 자세한 도움말: palito <명령> --help`,
  validate: `palito validate <목록> [--format text|json|github] [--lang ko|en]

목록의 오류와 경고를 행, 열과 함께 보여 줍니다. 편집기와 같은 검사, 같은 문장입니다.

  --format text    사람이 읽는 줄 (기본)
  --format json    문제 목록을 JSON으로
  --format github  GitHub Actions 주석(::error file=…,line=…::…). PR의 해당 줄에 표시됩니다.

종료 코드: 0 오류 없음(경고만 있어도 0), 1 오류 있음, 2 파일을 읽을 수 없음(없음, 한도 초과, 손상).`,
  render: `palito render <목록> -o <파일> [--view all|zone:<존>] [--theme light|dark] [--direction right|down] [--force] [--lang ko|en]

목록을 배치해서 파일로 씁니다. 형식은 -o의 확장자로 정합니다.
  .svg  .png  .drawio  .graphml  .palito.json(프로젝트 파일)  .html(인쇄용 페이지)
편집기의 내보내기와 같은 코드로 같은 파일을 만듭니다.

  -o, --output <파일>   쓸 파일 (이미 있으면 --force 없이는 쓰지 않음)
  --view all            모든 존 (기본)
  --view zone:<존>      한 존. 존의 id나 이름을 씁니다
  --theme light|dark    색 (기본 light)
  --direction right|down  배치 방향 (기본 right)
  -f, --force           있는 파일을 덮어씀

종료 코드: 0 파일을 씀, 1 목록에 오류가 있어 그리지 못함, 2 실행할 수 없음.`,
  diff: `palito diff <이전 목록> <새 목록> [--format md|csv|json] [-o <파일>] [--render <파일.svg>] [--force] [--lang ko|en]

두 목록 사이의 변경 보고서입니다. 개수를 먼저 쓰고, 추가, 삭제, 변경(필드: 이전 → 이후), 이동, 연결 순으로 씁니다.

  --format md|csv|json  보고서 형식 (기본 md)
  -o, --output <파일>    보고서를 파일로 씀 (없으면 표준 출력)
  --render <파일.svg>    새 목록을 이전 배치 위에 그리고 변경을 표시한 SVG도 씀
  -f, --force            있는 파일을 덮어씀

종료 코드: 0 바뀐 것 없음, 1 바뀐 것 있음, 2 오류 (diff 명령과 같습니다).`,
};

const EN: Record<Command | 'main', string> = {
  main: `palito: checks an asset inventory (CSV, Excel), draws it as a network topology, and compares two of them.

Usage:
  palito validate <inventory> [--format text|json|github]
  palito render <inventory> -o <file> [--view all|zone:<zone>] [--theme light|dark] [--direction right|down] [--force]
  palito diff <before> <after> [--format md|csv|json] [-o <file>] [--render <file.svg>] [--force]

Options for every command:
  --lang ko|en     language of the messages (default: the system locale: LC_ALL, LC_MESSAGES, LANG)
  -h, --help       this help
  -v, --version    the version

An inventory given as - is read from standard input.
Exit codes: 0 success, 1 the inventory has errors (diff: something changed), 2 could not run (file, option, limit).
Each command's help: palito <command> --help`,
  validate: `palito validate <inventory> [--format text|json|github] [--lang ko|en]

Lists the inventory's errors and warnings with their row and column: the editor's checks and words.

  --format text    lines to read (default)
  --format json    the problems as JSON
  --format github  GitHub Actions annotations (::error file=…,line=…::…), shown on their lines in a pull request

Exit codes: 0 no error (warnings alone give 0), 1 errors, 2 the file cannot be read (missing, over a limit, damaged).`,
  render: `palito render <inventory> -o <file> [--view all|zone:<zone>] [--theme light|dark] [--direction right|down] [--force] [--lang ko|en]

Lays the inventory out and writes it to a file, in the format of -o's extension:
  .svg  .png  .drawio  .graphml  .palito.json (project file)  .html (print page)
The same files as the editor's exports, by the same code.

  -o, --output <file>     the file to write (an existing one only with --force)
  --view all              every zone (default)
  --view zone:<zone>      one zone, by id or name
  --theme light|dark      colours (default light)
  --direction right|down  layout direction (default right)
  -f, --force             overwrite an existing file

Exit codes: 0 written, 1 not drawn because the inventory has errors, 2 could not run.`,
  diff: `palito diff <before> <after> [--format md|csv|json] [-o <file>] [--render <file.svg>] [--force] [--lang ko|en]

The change report between two inventories: the counts, then assets added, removed, changed (field: before → after), moved, and links.

  --format md|csv|json  the report's format (default md)
  -o, --output <file>   write the report to a file (default: standard output)
  --render <file.svg>   also draw the new inventory over the old one's layout, the changes marked
  -f, --force           overwrite existing files

Exit codes: 0 nothing changed, 1 something changed, 2 error (as diff has them).`,
};

export function helpText(locale: Locale, command: Command | null): string {
  return (locale === 'ko' ? KO : EN)[command ?? 'main'];
}
