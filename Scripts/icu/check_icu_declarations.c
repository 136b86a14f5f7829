// Compiled, never run, by check_icu_declarations.sh: ICU's real headers, then our declarations in
// check mode (see the top of Sources/CICU/icu_declarations.h). Every prototype, typedef, enum value
// and macro of ours that differs from ICU's is then a compile error.
#include <unicode/utypes.h>
#include <unicode/uversion.h>
#include <unicode/ustring.h>
#include <unicode/putil.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/ures.h>
#include <unicode/ucurr.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/umisc.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/unum.h>
#include <unicode/udisplaycontext.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ulistformatter.h>

// The prototype comparison works only because urename.h turns ICU's names and ours alike into the
// versioned ones (u_errorName_72): without it, ours would merely redeclare the same names.
#if !defined(U_DISABLE_RENAMING) || U_DISABLE_RENAMING
#error "ICU's headers here do not rename functions; the prototype comparison would compare nothing"
#endif

#define CICU_ICU_DECLARATIONS_CHECK 1
#include "icu_declarations.h"
